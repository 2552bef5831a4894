package io.legalagent.retrieval.ingest;

import java.io.PrintStream;
import java.time.Duration;

/**
 * A one-line progress bar with throughput and ETA on stderr. On a terminal it redraws in place a few
 * times a second; in a log (no console) it prints a line every quarter so CI output stays short.
 */
public final class ProgressBar {
    private static final int WIDTH = 28;

    private final PrintStream out;
    private final String label;
    private final long total;
    private final boolean interactive;
    private final String unit;
    private final long startNanos = System.nanoTime();
    private long lastDraw;
    private int lastQuarter;

    public ProgressBar(PrintStream out, String label, long total, boolean interactive) {
        this(out, label, total, interactive, "passages");
    }

    /** A bar counting {@code unit} (plural, e.g. "questions") rather than passages. */
    public ProgressBar(PrintStream out, String label, long total, boolean interactive, String unit) {
        this.out = out;
        this.label = label;
        this.total = total;
        this.interactive = interactive;
        this.unit = unit;
    }

    public static ProgressBar onStderr(String label, long total) {
        return new ProgressBar(System.err, label, total, System.console() != null);
    }

    public void update(long done) {
        long now = System.nanoTime();
        if (interactive) {
            if (now - lastDraw > 200_000_000L || done == total) {
                lastDraw = now;
                out.print("\r" + line(done, now));
                out.flush();
            }
        } else {
            int quarter = total == 0 ? 4 : (int) (4 * done / total);
            if (quarter > lastQuarter) {
                lastQuarter = quarter;
                out.println(line(done, now));
            }
        }
    }

    public void finish() {
        if (interactive) {
            out.println();
        }
    }

    /** Passages per second since the bar was created. */
    public double rate(long done) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return seconds <= 0 ? 0 : done / seconds;
    }

    String line(long done, long now) {
        double fraction = total == 0 ? 1 : (double) done / total;
        int filled = (int) Math.round(fraction * WIDTH);
        double seconds = (now - startNanos) / 1e9;
        double rate = seconds <= 0 ? 0 : done / seconds;
        String eta = rate <= 0 ? "--:--" : clock(Duration.ofSeconds(Math.round((total - done) / rate)));
        return String.format(
                "%s [%s%s] %d/%d %3.0f%% %6.1f %s/s ETA %s",
                label, "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, fraction * 100, rate, unit, eta);
    }

    private static String clock(Duration d) {
        long s = d.toSeconds();
        return s >= 3600
                ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }
}
