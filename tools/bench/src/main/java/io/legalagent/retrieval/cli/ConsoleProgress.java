package io.legalagent.retrieval.cli;

import io.legalagent.retrieval.ingest.IngestProgress;
import java.io.PrintStream;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on the command line, of an ingest or of a loop over questions. On a terminal it is a bar
 * redrawn in place (me.tongfei:progressbar: count, percent, elapsed and remaining time, rate). Anywhere
 * else (CI, a pipe, a log file) a redrawn bar would leave one line per redraw, so it prints a plain
 * line at each quarter instead: four lines whatever the length of the run.
 */
public final class ConsoleProgress implements IngestProgress, AutoCloseable {
    private static final int QUARTERS = 4;

    private final PrintStream out;
    private final String label;
    private final String unit;
    private final boolean interactive;
    private ProgressBar bar;
    private long total;
    private long startNanos;
    private int quartersShown;

    ConsoleProgress(PrintStream out, String label, String unit, boolean interactive) {
        this.out = out;
        this.label = label;
        this.unit = unit;
        this.interactive = interactive;
    }

    /** Progress counting {@code unit} (plural, such as "questions") on {@code out}; a bar only on a terminal. */
    public static ConsoleProgress on(PrintStream out, String label, String unit) {
        return new ConsoleProgress(out, label, unit, System.console() != null);
    }

    /** Progress of a loop over {@code total} things, started; close it when the loop ends. */
    public static ConsoleProgress counting(PrintStream out, String label, long total, String unit) {
        var progress = on(out, label, unit);
        progress.started(total);
        return progress;
    }

    /** Progress of an ingest, in passages. */
    public static ConsoleProgress ofPassages(PrintStream out, String label) {
        return on(out, label, "passages");
    }

    @Override
    public void started(long total) {
        close();
        this.total = total;
        this.startNanos = System.nanoTime();
        this.quartersShown = 0;
        if (interactive) {
            bar = new ProgressBarBuilder()
                    .setTaskName(label)
                    .setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII)
                    .setUnit(" " + unit, 1)
                    .showSpeed()
                    .setUpdateIntervalMillis(200)
                    .setConsumer(new ConsoleProgressBarConsumer(out))
                    .build();
        }
    }

    @Override
    public void stored(long done, long total, double perSecond) {
        update(done);
    }

    @Override
    public void finished(long done, double perSecond) {
        close();
    }

    /** {@code done} of the total are finished. */
    public void update(long done) {
        if (bar != null) {
            bar.stepTo(done);
            return;
        }
        int quarter = total == 0 ? QUARTERS : (int) (QUARTERS * done / total);
        if (quarter > quartersShown) {
            quartersShown = quarter;
            out.println(line(done));
        }
    }

    /** Ends the bar's line; safe to call more than once. */
    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }

    /** "embedding 450/1821 (25%) 41.3 passages/s". */
    String line(long done) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return String.format(
                Locale.ROOT,
                "%s %d/%d (%.0f%%) %.1f %s/s",
                label,
                done,
                total,
                total == 0 ? 100.0 : 100.0 * done / total,
                seconds <= 0 ? 0 : done / seconds,
                unit);
    }
}
