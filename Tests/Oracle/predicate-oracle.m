/*
 * What GNUstep Foundation's NSPredicate answers, for comparing formspec's evaluator with a real
 * NSPredicate implementation (the only one that runs on Linux). Built by build-oracle.sh.
 *
 * Reads one JSON request per line and writes one JSON answer per line, in the same order:
 *
 *   {"predicate": "$a == 1", "vars": {"a": 1}}      vars: substitution variables (default {})
 *   optional "object": any JSON value, evaluated as SELF (default nil)
 *   optional "vars_as_self": true                   see below
 *
 *   {"result": true} or {"result": false}
 *   {"error": "parse", "message": "NAME: reason"}   predicateWithFormat: raised
 *   {"error": "eval", "message": "NAME: reason"}    evaluateWithObject:substitutionVariables: raised
 *   {"error": "input", "message": "..."}            the line is not a request
 *
 * JSON null arrives as NSNull, arrays as NSArray, objects as NSDictionary, numbers and booleans
 * as NSNumber. The format is parsed with an empty argument array, so a stray %@ reads nil
 * rather than memory.
 *
 * vars_as_self: GNUstep base 1.28 does not parse a key path after a variable ($row.value). With
 * this flag every $ outside a quoted literal becomes #, GNUstep's escape for an identifier, and
 * the variables are evaluated as SELF: $row.value is then the key path row.value into them.
 */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One answer line: the object as JSON, then a newline, flushed so that a pipe reader sees it. */
static void answer(NSDictionary *reply)
{
  NSData *json = [NSJSONSerialization dataWithJSONObject: reply options: 0 error: NULL];
  if (json == nil)
    json = [@"{\"error\": \"input\", \"message\": \"unencodable answer\"}" dataUsingEncoding: NSUTF8StringEncoding];
  fwrite([json bytes], 1, [json length], stdout);
  fputc('\n', stdout);
  fflush(stdout);
}

static NSDictionary *failure(NSString *kind, NSString *message)
{
  return [NSDictionary dictionaryWithObjectsAndKeys: kind, @"error", message, @"message", nil];
}

static NSString *described(NSException *exception)
{
  return [NSString stringWithFormat: @"%@: %@", [exception name], [exception reason]];
}

/* The format with each $ outside '...' and "..." replaced by #. Works on the UTF-8 bytes: the
 * characters that matter are ASCII, and no byte of a multi-byte UTF-8 sequence is. */
static NSString *variablesAsKeyPaths(NSString *format)
{
  const char *text = [format UTF8String];
  size_t length = strlen(text);
  char *rewritten = malloc(length + 1);
  char quote = 0;
  size_t i;

  for (i = 0; i < length; i++)
    {
      char c = text[i];
      rewritten[i] = c;
      if (quote == 0)
        {
          if (c == '\'' || c == '"')
            quote = c;
          else if (c == '$')
            rewritten[i] = '#';
        }
      else if (c == '\\' && i + 1 < length)
        {
          i++;
          rewritten[i] = text[i];
        }
      else if (c == quote)
        quote = 0;
    }
  rewritten[length] = '\0';
  NSString *result = [NSString stringWithUTF8String: rewritten];
  free(rewritten);
  return result;
}

/* The answer to one request line. */
static NSDictionary *evaluate(NSData *line)
{
  id request = [NSJSONSerialization JSONObjectWithData: line options: 0 error: NULL];
  if (![request isKindOfClass: [NSDictionary class]])
    return failure(@"input", @"a request is one JSON object");

  NSString *format = [request objectForKey: @"predicate"];
  id variables = [request objectForKey: @"vars"];
  id object = [request objectForKey: @"object"];
  if (![format isKindOfClass: [NSString class]])
    return failure(@"input", @"\"predicate\" must be a string");
  if (variables == nil)
    variables = [NSDictionary dictionary];
  if (![variables isKindOfClass: [NSDictionary class]])
    return failure(@"input", @"\"vars\" must be an object");
  if ([[request objectForKey: @"vars_as_self"] boolValue])
    {
      format = variablesAsKeyPaths(format);
      object = variables;
    }

  NSPredicate *predicate = nil;
  @try
    {
      predicate = [NSPredicate predicateWithFormat: format argumentArray: [NSArray array]];
    }
  @catch (NSException *exception)
    {
      return failure(@"parse", described(exception));
    }
  if (predicate == nil)
    return failure(@"parse", @"predicateWithFormat: returned nil");

  @try
    {
      BOOL result = [predicate evaluateWithObject: object substitutionVariables: variables];
      return [NSDictionary dictionaryWithObject: [NSNumber numberWithBool: result] forKey: @"result"];
    }
  @catch (NSException *exception)
    {
      return failure(@"eval", described(exception));
    }
}

int main(int argc, char **argv)
{
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;

  if (argc > 1)
    {
      fprintf(stderr, "usage: %s < requests.jsonl > answers.jsonl\n", argv[0]);
      return 2;
    }
  while ((length = getline(&line, &capacity, stdin)) >= 0)
    {
      NSAutoreleasePool *pool = [NSAutoreleasePool new];
      while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
        length--;
      if (length > 0)
        answer(evaluate([NSData dataWithBytes: line length: (NSUInteger)length]));
      [pool drain];
    }
  free(line);
  return 0;
}
