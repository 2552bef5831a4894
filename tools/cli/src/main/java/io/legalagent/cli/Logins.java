package io.legalagent.cli;

import io.legalagent.cli.stack.Credentials;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * How a command's Kafka clients log in. {@code LEGAL_KAFKA_CLIENT_CONFIG} names a Kafka client
 * properties file for another cluster (its settings are used as they are, whatever the identity);
 * otherwise, when the local stack has credentials and security on, the identity's own; otherwise
 * none (an open broker).
 */
final class Logins {
    static final String CLIENT_CONFIG_ENV = "LEGAL_KAFKA_CLIENT_CONFIG";

    private Logins() {}

    static Map<String, Object> with(String identity, Map<String, Object> settings) {
        var all = new HashMap<String, Object>(settings);
        all.putAll(of(identity));
        return all;
    }

    static Map<String, Object> of(String identity) {
        String given = Io.env.apply(CLIENT_CONFIG_ENV);
        if (given != null && !given.isBlank()) {
            return load(Path.of(given));
        }
        var config = Io.config();
        var credentials = Credentials.of(config);
        return config.security() && credentials.exist() ? credentials.clientSettings(identity) : Map.of();
    }

    private static Map<String, Object> load(Path file) {
        var properties = new Properties();
        try (var in = Files.newInputStream(file)) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + CLIENT_CONFIG_ENV + "=" + file, e);
        }
        var settings = new HashMap<String, Object>();
        properties.forEach((key, value) -> settings.put(key.toString(), value));
        return settings;
    }
}
