package io.legalagent.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The parsed command line of one command: options with a value ({@code --name V} or
 * {@code --name=V}, repeatable), flags and positional words. Plain parsing on purpose: a handful of
 * options does not justify a framework in a tool that must start fast.
 */
final class Args {
    private final Map<String, List<String>> values = new HashMap<>();
    private final List<String> flagsSeen = new ArrayList<>();
    private final List<String> positionals = new ArrayList<>();

    private Args() {}

    /** The names map of a command whose options have no aliases: each name is its own canonical name. */
    static Map<String, String> names(String... options) {
        var names = new HashMap<String, String>();
        for (String option : options) {
            names.put(option, option);
        }
        return Map.copyOf(names);
    }

    /**
     * @param names what a user may type (including short aliases such as {@code -c}) mapped to the
     *     option's canonical name
     * @param flags canonical names that take no value
     */
    static Args parse(List<String> argv, Map<String, String> names, Set<String> flags) throws UsageException {
        var args = new Args();
        boolean optionsEnded = false;
        for (int i = 0; i < argv.size(); i++) {
            String word = argv.get(i);
            if (optionsEnded || !word.startsWith("-") || word.equals("-")) {
                args.positionals.add(word);
                continue;
            }
            if (word.equals("--")) {
                optionsEnded = true;
                continue;
            }
            int eq = word.indexOf('=');
            String typed = eq > 0 && word.startsWith("--") ? word.substring(0, eq) : word;
            String name = names.get(typed);
            if (name == null) {
                throw new UsageException("unknown option " + typed);
            }
            if (flags.contains(name)) {
                if (typed.length() != word.length()) {
                    throw new UsageException(typed + " takes no value");
                }
                args.flagsSeen.add(name);
                continue;
            }
            String value;
            if (typed.length() != word.length()) {
                value = word.substring(eq + 1);
            } else if (i + 1 < argv.size()) {
                value = argv.get(++i);
            } else {
                throw new UsageException(typed + " needs a value");
            }
            args.values.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }
        return args;
    }

    boolean flag(String name) {
        return flagsSeen.contains(name);
    }

    /** The last value given for an option. */
    Optional<String> value(String name) {
        var all = values.getOrDefault(name, List.of());
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    List<String> values(String name) {
        return values.getOrDefault(name, List.of());
    }

    List<String> positionals() {
        return positionals;
    }
}
