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

/**
 * Kafka passwords, one per identity (the admin, the ten nodes, the client, ...), made once and never
 * printed. Each identity has a folder of its own, so that a container can be given its folder and no
 * other (docker-compose.yml mounts one volume per identity):
 *
 * <pre>
 * &lt;identity&gt;/password                                        the password alone (the broker's format step)
 * &lt;identity&gt;/client.properties                               a Java Kafka client's login (no bootstrap)
 * &lt;identity&gt;/spring/spring.kafka.properties.sasl.jaas.config  the same for a service, as a Spring Boot config tree
 * client/kcat.conf                                           kcat (librdkafka) as the client, with PLAIN
 * </pre>
 *
 * <p>On the local stack ({@code .legal/credentials/}) only the owner may read them. For containers
 * they are readable by any user of a container that mounts the folder, since the broker's, the
 * nodes' and the tools' images run as different users; the mount is what keeps them apart.
 */
public final class Credentials {
    public static final String MECHANISM = "SCRAM-SHA-512";
    static final String PROTOCOL = "SASL_PLAINTEXT";
    static final String SPRING_JAAS = "spring.kafka.properties.sasl.jaas.config";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path directory;
    private final boolean ownerOnly;

    /** @param ownerOnly true: files only their owner may read; false: files for containers (see above) */
    public Credentials(Path directory, boolean ownerOnly) {
        this.directory = directory;
        this.ownerOnly = ownerOnly;
    }

    public static Credentials of(StackConfig config) {
        return new Credentials(config.state().resolve("credentials"), true);
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

    public Path folder(String identity) {
        return directory.resolve(identity);
    }

    public Path passwordFile(String identity) {
        return folder(identity).resolve("password");
    }

    public Path kcatFile() {
        return folder(AccessTable.CLIENT).resolve("kcat.conf");
    }

    public boolean exist() {
        return identities().stream().allMatch(name -> Files.exists(passwordFile(name)));
    }

    /**
     * Makes the passwords that are missing and writes every identity's login files; existing
     * passwords stay, so running services keep working. {@code bootstrap} goes into the kcat file.
     */
    public void ensure(String bootstrap) throws IOException {
        createFolder(directory);
        for (String name : identities()) {
            createFolder(folder(name));
            write(passwordFile(name), Files.exists(passwordFile(name)) ? password(name) : newPassword());
            String jaas = jaas(name, password(name));
            write(folder(name).resolve("client.properties"), clientProperties(jaas));
            createFolder(folder(name).resolve("spring"));
            write(folder(name).resolve("spring").resolve(SPRING_JAAS), jaas);
        }
        writeKcat(bootstrap);
    }

    public String password(String identity) {
        try {
            return Files.readString(passwordFile(identity)).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the password of " + identity, e);
        }
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

    private static String clientProperties(String jaas) {
        return "security.protocol=" + PROTOCOL + "\n"
                + "sasl.mechanism=" + MECHANISM + "\n"
                + "sasl.jaas.config=" + jaas + "\n";
    }

    private void writeKcat(String bootstrap) throws IOException {
        // PLAIN: librdkafka before 2.6.1 (kcat on Debian 12) cannot log in with SCRAM to Kafka 4.
        String text = "# kcat -F " + directory.relativize(kcatFile()) + " ...: the client identity\n"
                + "bootstrap.servers=" + bootstrap + "\n"
                + "security.protocol=" + PROTOCOL + "\n"
                + "sasl.mechanisms=PLAIN\n"
                + "sasl.username=" + AccessTable.CLIENT + "\n"
                + "sasl.password=" + password(AccessTable.CLIENT) + "\n";
        write(kcatFile(), text);
    }

    private void createFolder(Path folder) throws IOException {
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString(ownerOnly ? "rwx------" : "rwxr-xr-x"));
    }

    private void write(Path file, String text) throws IOException {
        var mode = PosixFilePermissions.fromString(ownerOnly ? "rw-------" : "rw-r--r--");
        if (!Files.exists(file)) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(mode));
        }
        Files.setPosixFilePermissions(file, mode);
        Files.writeString(file, text);
    }

    /** 32 random bytes, URL-safe Base64: no character needs quoting in JAAS, sed or a properties file. */
    private static String newPassword() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
