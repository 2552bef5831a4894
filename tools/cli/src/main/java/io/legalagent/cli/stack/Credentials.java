package io.legalagent.cli.stack;

import io.legalagent.contracts.access.AccessTable;
import io.legalagent.contracts.access.Identity;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The local stack's Kafka passwords, one per identity (the admin, the nine nodes, the client), made
 * once under {@code .legal/credentials/} in files only their owner may read, and never printed. Each
 * identity has a file of its own ({@code <name>.properties}); the client also has a kcat (librdkafka)
 * file, {@code client.kcat.conf}, for the recipes in the README, which logs in with PLAIN.
 */
public final class Credentials {
    public static final String MECHANISM = "SCRAM-SHA-512";
    static final String PROTOCOL = "SASL_PLAINTEXT";
    private static final String PASSWORD = "password";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path directory;

    public Credentials(Path directory) {
        this.directory = directory;
    }

    public static Credentials of(StackConfig config) {
        return new Credentials(config.state().resolve("credentials"));
    }

    /** Every identity that logs in: the admin first, then those the access table lists. */
    public static List<String> identities() {
        var names = new ArrayList<String>();
        names.add(AccessTable.ADMIN);
        AccessTable.identities().stream().map(Identity::name).forEach(names::add);
        return names;
    }

    public Path directory() {
        return directory;
    }

    public Path file(String identity) {
        return directory.resolve(identity + ".properties");
    }

    public Path kcatFile() {
        return directory.resolve(AccessTable.CLIENT + ".kcat.conf");
    }

    public boolean exist() {
        return identities().stream().allMatch(name -> Files.exists(file(name)));
    }

    /** Makes the passwords that are missing; existing ones stay, so running services keep working. */
    public void ensure(String bootstrap) throws IOException {
        Files.createDirectories(directory);
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        for (String name : identities()) {
            if (!Files.exists(file(name))) {
                var properties = new Properties();
                properties.setProperty(PASSWORD, newPassword());
                writePrivate(file(name), properties);
            }
        }
        writeKcat(bootstrap);
    }

    public String password(String identity) {
        var properties = new Properties();
        try (var in = Files.newInputStream(file(identity))) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the credentials of " + identity, e);
        }
        return properties.getProperty(PASSWORD);
    }

    /** The settings a Java Kafka client needs to log in as {@code identity}. */
    public Map<String, Object> clientSettings(String identity) {
        var settings = new LinkedHashMap<String, Object>();
        settings.put("security.protocol", PROTOCOL);
        settings.put("sasl.mechanism", MECHANISM);
        settings.put("sasl.jaas.config", jaas(identity, password(identity)));
        return settings;
    }

    /** The same for a service, as the Spring Boot variables that set its Kafka clients. */
    public Map<String, String> serviceEnvironment(String node) {
        return Map.of(
                "SPRING_KAFKA_SECURITY_PROTOCOL", PROTOCOL,
                "SPRING_KAFKA_PROPERTIES_SASL_MECHANISM", MECHANISM,
                "SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG", jaas(node, password(node)));
    }

    static String jaas(String user, String password) {
        return "org.apache.kafka.common.security.scram.ScramLoginModule required username=\"" + user + "\" password=\""
                + password + "\";";
    }

    private void writeKcat(String bootstrap) throws IOException {
        // PLAIN: librdkafka before 2.6.1 (kcat on Debian 12) cannot log in with SCRAM to Kafka 4.
        String text = "# kcat -F " + kcatFile().getFileName() + " ...: the client identity of the local stack\n"
                + "bootstrap.servers=" + bootstrap + "\n"
                + "security.protocol=" + PROTOCOL + "\n"
                + "sasl.mechanisms=PLAIN\n"
                + "sasl.username=" + AccessTable.CLIENT + "\n"
                + "sasl.password=" + password(AccessTable.CLIENT) + "\n";
        writePrivate(kcatFile(), text);
    }

    private static void writePrivate(Path file, Properties properties) throws IOException {
        var text = new java.io.StringWriter();
        properties.store(text, "Kafka password of the local stack; keep it to yourself");
        writePrivate(file, text.toString());
    }

    private static void writePrivate(Path file, String text) throws IOException {
        if (!Files.exists(file)) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Files.writeString(file, text);
    }

    /** 32 random bytes, URL-safe Base64: no character needs quoting in JAAS or a properties file. */
    private static String newPassword() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
