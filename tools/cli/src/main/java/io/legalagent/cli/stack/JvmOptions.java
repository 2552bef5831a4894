package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The JVM options of a service. {@code lean} (the default): its kind's argument file under
 * {@code deploy/jvm/}, {@code <kind>.options}, the kind as {@code deploy/jvm/kinds} names it
 * ({@code light} for a service it does not name): the same file the image runs with, and, with {@code
 * classData}, a class-data sharing archive per service as the image has. {@code plain}: one 512 MB
 * heap for every service, as before, to compare with. The caller's {@code extra} options come last,
 * so they win.
 */
public record JvmOptions(Path directory, boolean lean, boolean classData, List<String> extra) {
    static final List<String> PLAIN = List.of("-Xmx512m", "-XX:+UseSerialGC");

    public JvmOptions {
        extra = List.copyOf(extra);
    }

    /** {@code lean} or {@code plain}, as LEGAL_SERVICE_JVM names them. */
    static boolean parseLean(String mode) {
        return switch (mode.trim().toLowerCase(Locale.ROOT)) {
            case "lean" -> true;
            case "plain" -> false;
            default -> throw new IllegalArgumentException("LEGAL_SERVICE_JVM must be lean or plain, not " + mode);
        };
    }

    /** {@code on} or {@code off}, as LEGAL_CLASS_DATA names them. */
    static boolean parseClassData(String mode) {
        return switch (mode.trim().toLowerCase(Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException("LEGAL_CLASS_DATA must be on or off, not " + mode);
        };
    }

    public JvmOptions withLean(boolean on) {
        return new JvmOptions(directory, on, classData, extra);
    }

    /** Whether the services start with class-data archives: lean ones only, when not turned off. */
    public boolean archived() {
        return lean && classData;
    }

    public String describe() {
        if (!lean) {
            return "plain (" + String.join(" ", PLAIN) + ")";
        }
        return classData ? "lean (deploy/jvm per kind, class-data archives)" : "lean (deploy/jvm per kind)";
    }

    /** The options that go before {@code -jar} for {@code service}. */
    public List<String> of(String service) {
        var options = new ArrayList<String>();
        if (lean) {
            options.add("@" + file(service));
        } else {
            options.addAll(PLAIN);
        }
        options.addAll(extra);
        return options;
    }

    /** The argument file of the service's kind. */
    Path file(String service) {
        return directory.resolve(kind(service) + ".options");
    }

    /** The kind {@code deploy/jvm/kinds} gives the service: "service kind" lines, # comments. */
    String kind(String service) {
        try {
            return Files.readAllLines(directory.resolve("kinds")).stream()
                    .map(line -> line.replaceFirst("#.*", "").strip())
                    .map(line -> line.split("\\s+"))
                    .filter(words -> words.length == 2 && words[0].equals(service))
                    .map(words -> words[1])
                    .findFirst()
                    .orElse("light");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JVM kinds in " + directory, e);
        }
    }
}
