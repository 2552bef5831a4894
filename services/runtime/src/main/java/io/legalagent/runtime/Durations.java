package io.legalagent.runtime;

import java.time.Duration;

/** Durations as people read them in logs: {@code 17m 15s}, {@code 1.5s}, {@code 250ms}. */
final class Durations {
    private Durations() {}

    static String text(Duration duration) {
        long millis = duration.toMillis();
        if (millis < 1000) {
            return millis + "ms";
        }
        if (millis < 60_000) {
            return millis % 1000 == 0
                    ? millis / 1000 + "s"
                    : String.format(java.util.Locale.ROOT, "%.1fs", millis / 1000.0);
        }
        long minutes = millis / 60_000;
        long seconds = (millis % 60_000) / 1000;
        return seconds == 0 ? minutes + "m" : minutes + "m " + seconds + "s";
    }
}
