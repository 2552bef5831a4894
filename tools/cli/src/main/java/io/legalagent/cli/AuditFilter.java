package io.legalagent.cli;

import io.legalagent.contracts.AuditRecord;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/** Which audit records {@code ./legal audit} shows: one user's (or everyone's), since a time (or all). */
record AuditFilter(@Nullable String user, @Nullable Instant since) {
    private static final Pattern SHORT_DURATION = Pattern.compile("(\\d+)([smhd])");

    boolean keeps(AuditRecord record) {
        return (user == null || user.equals(record.user()))
                && (since == null || !record.at().isBefore(since));
    }

    /**
     * {@code --since}: an instant ({@code 2026-11-29T08:00:00Z}), or how long ago: {@code 90s},
     * {@code 30m}, {@code 1h}, {@code 7d}, or an ISO-8601 duration ({@code PT1H30M}).
     */
    static Instant since(String text, Clock clock) throws UsageException {
        String given = text.strip();
        var shortForm = SHORT_DURATION.matcher(given.toLowerCase(Locale.ROOT));
        try {
            if (shortForm.matches()) {
                long amount = Long.parseLong(shortForm.group(1));
                var unit =
                        switch (shortForm.group(2)) {
                            case "s" -> Duration.ofSeconds(amount);
                            case "m" -> Duration.ofMinutes(amount);
                            case "h" -> Duration.ofHours(amount);
                            default -> Duration.ofDays(amount);
                        };
                return clock.instant().minus(unit);
            }
            if (given.toUpperCase(Locale.ROOT).startsWith("P")) {
                return clock.instant().minus(Duration.parse(given));
            }
            return Instant.parse(given);
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            throw new UsageException("--since takes an instant such as 2026-11-29T08:00:00Z or a duration"
                    + " such as 90s, 30m, 1h, 7d or PT1H30M; got: " + text);
        }
    }
}
