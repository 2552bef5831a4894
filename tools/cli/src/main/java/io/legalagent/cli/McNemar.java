package io.legalagent.cli;

/**
 * McNemar's test of two runs on the same questions, from the discordant pairs only: {@code b}
 * questions the first run got right and the second wrong, {@code c} the other way round. Under the
 * hypothesis that both runs are equally accurate each discordant question is a fair coin, so {@code p}
 * is the exact two-sided binomial probability of a split at least as uneven as min(b, c) of b + c.
 * {@code chiSquared} is the continuity-corrected statistic (|b − c| − 1)² / (b + c), shown for
 * reference; with few discordant pairs its χ² approximation is poor, which is why p is exact.
 */
record McNemar(int b, int c, double chiSquared, double p) {

    static McNemar of(int b, int c) {
        if (b < 0 || c < 0) {
            throw new IllegalArgumentException("negative counts: " + b + ", " + c);
        }
        int n = b + c;
        if (n == 0) {
            return new McNemar(0, 0, 0, 1);
        }
        double corrected = Math.max(0, Math.abs(b - c) - 1.0);
        return new McNemar(b, c, corrected * corrected / n, Math.min(1, 2 * lowerTail(Math.min(b, c), n)));
    }

    /** P(X ≤ k) for X ~ Binomial(n, 1/2), summed in logs so that large n does not overflow. */
    static double lowerTail(int k, int n) {
        double logHalfToN = -n * Math.log(2);
        double logCoefficient = 0;
        double sum = 0;
        for (int i = 0; i <= k; i++) {
            sum += Math.exp(logCoefficient + logHalfToN);
            logCoefficient += Math.log(n - i) - Math.log(i + 1.0);
        }
        return sum;
    }

    int discordant() {
        return b + c;
    }
}
