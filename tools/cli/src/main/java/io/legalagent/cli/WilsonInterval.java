package io.legalagent.cli;

/**
 * The 95 % Wilson score interval of a share: unlike the normal approximation it stays within [0, 1]
 * and keeps a width at 0 and n correct, which matters for the few questions of a subject.
 */
record WilsonInterval(double low, double high) {
    /** The normal quantile of 0.975. */
    static final double Z = 1.959963984540054;

    /** The interval of {@code successes} out of {@code n}; all of [0, 1] when there are none. */
    static WilsonInterval of(int successes, int n) {
        if (n <= 0) {
            return new WilsonInterval(0, 1);
        }
        if (successes < 0 || successes > n) {
            throw new IllegalArgumentException(successes + " successes out of " + n);
        }
        double p = (double) successes / n;
        double z2 = Z * Z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new WilsonInterval(Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
