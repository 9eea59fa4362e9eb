# Sourced by the *-instructions.sh scripts. `per_run NAME LOW HIGH COMMAND...` runs COMMAND under
# callgrind twice, with LOW and then HIGH appended as its last argument (a count of iterations,
# edits or previews), and prints (HIGH's instructions - LOW's) / (HIGH - LOW): the cost of one,
# start-up excluded. The callgrind files and logs go to $out, as NAME-COUNT.out and .log.
per_run() {
    local name=$1 low=$2 high=$3
    shift 3
    local n file ir=()
    for n in "$low" "$high"; do
        file=$out/$name-$n.out
        valgrind --tool=callgrind --callgrind-out-file="$file" "$@" "$n" > /dev/null 2> "$out/$name-$n.log"
        ir+=("$(grep -E '^summary:|^totals:' "$file" | head -1 | awk '{print $2}')")
    done
    echo $(((ir[1] - ir[0]) / (high - low)))
}
