package io.legalagent.model;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Reads an HTTP Retry-After value: a number of seconds or an HTTP date (RFC 9110, section 10.2.3). */
final class RetryAfter {
    private RetryAfter() {}

    static Optional<Duration> parse(String value, Clock clock) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String trimmed = value.strip();
        if (trimmed.chars().allMatch(Character::isDigit)) {
            try {
                return Optional.of(Duration.ofSeconds(Long.parseLong(trimmed)));
            } catch (NumberFormatException e) {
                return Optional.empty(); // too many digits to mean anything sensible
            }
        }
        try {
            var until = ZonedDateTime.parse(trimmed, DateTimeFormatter.RFC_1123_DATE_TIME);
            var wait = Duration.between(clock.instant(), until.toInstant());
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
