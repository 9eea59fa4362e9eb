// formspec-bench <benchmark> [options]
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "predicates":
    PredicateBenchmark.run(arguments: Array(arguments.dropFirst()))
default:
    print("usage: formspec-bench predicates [--iterations N] [--oracle PATH]")
}
