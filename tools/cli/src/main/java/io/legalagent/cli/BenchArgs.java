package io.legalagent.cli;

/** Number and switch options shared by the benchmarks, with messages that say what was wrong. */
final class BenchArgs {
    private BenchArgs() {}

    static int positiveInt(Args args, String option, int fallback) throws UsageException {
        int value = nonNegativeInt(args, option, fallback);
        if (value == 0) {
            throw new UsageException(option + " takes a whole number above 0");
        }
        return value;
    }

    static int nonNegativeInt(Args args, String option, int fallback) throws UsageException {
        var given = args.value(option);
        if (given.isEmpty()) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(given.get());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " takes a whole number; got: " + given.get());
    }

    static double positiveDouble(Args args, String option, double fallback) throws UsageException {
        var given = args.value(option);
        if (given.isEmpty()) {
            return fallback;
        }
        try {
            double value = Double.parseDouble(given.get());
            if (value > 0 && Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " takes a number above 0; got: " + given.get());
    }

    static boolean onOff(Args args, String option, boolean fallback) throws UsageException {
        var given = args.value(option);
        if (given.isEmpty()) {
            return fallback;
        }
        return switch (given.get()) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new UsageException(option + " takes on or off; got: " + given.get());
        };
    }
}
