package io.legalagent.cli.stack;

import io.legalagent.contracts.access.AccessTable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The HTTP gateway of the local stack: {@code java -jar services/gateway/target/gateway-VERSION-exec.jar}
 * on 127.0.0.1 only ({@code LEGAL_GATEWAY_PORT}, default 8080; its actuator on {@code
 * LEGAL_GATEWAY_MANAGEMENT_PORT}, default 8081), logged in as the gateway identity when the broker
 * has logins, and signing callers in through the local issuer where the checkout has one. The
 * caller's environment passes through (LEGAL_TRACING_UI_URL, OTEL_*).
 */
public final class Gateway {
    static final String NAME = "gateway";

    private final StackConfig config;

    public Gateway(StackConfig config) {
        this.config = config;
    }

    public String url() {
        return "http://127.0.0.1:" + config.gatewayPort() + "/";
    }

    Path pidFile() {
        return config.runDir().resolve(NAME + ".pid");
    }

    public Path log() {
        return config.logDir().resolve(NAME + ".log");
    }

    public Optional<Long> pid() {
        return Children.runningPid(pidFile(), config.gatewayJar().toString());
    }

    /** Starts the gateway unless it runs. */
    public void start() {
        if (pid().isPresent()) {
            return;
        }
        if (Children.portOpen(config.gatewayPort())) {
            throw new StackException("port " + config.gatewayPort() + " (for the gateway) is taken by another process;"
                    + " LEGAL_GATEWAY_PORT picks another");
        }
        if (Children.portOpen(config.gatewayManagementPort())) {
            throw new StackException("port " + config.gatewayManagementPort() + " (for the gateway's health and"
                    + " metrics) is taken by another process; LEGAL_GATEWAY_MANAGEMENT_PORT picks another");
        }
        var command = new ArrayList<String>();
        command.add("java");
        command.addAll(config.serviceJvm().of(NAME));
        command.add(Children.privateTmpDir(config.tmpDir(NAME)));
        command.add("-jar");
        command.add(config.gatewayJar().toString());
        Children.launch(command, environment(), log(), pidFile());
    }

    /** What the gateway gets on top of the caller's environment. */
    Map<String, String> environment() {
        var vars = new LinkedHashMap<String, String>(config.childEnvironment());
        vars.put("SERVER_PORT", String.valueOf(config.gatewayPort()));
        vars.put("SERVER_ADDRESS", "127.0.0.1");
        // Health and metrics on a port of their own: the public port serves no /actuator/prometheus.
        vars.put("MANAGEMENT_SERVER_PORT", String.valueOf(config.gatewayManagementPort()));
        vars.put("MANAGEMENT_SERVER_ADDRESS", "127.0.0.1");
        vars.put("OTEL_SERVICE_NAME", NAME);
        vars.put("SPRING_KAFKA_BOOTSTRAP_SERVERS", config.bootstrap());
        if (config.security()) {
            vars.putAll(Credentials.of(config).serviceEnvironment(AccessTable.GATEWAY));
        }
        // Served at /api/answers/public-key; a verification checks signatures with it.
        vars.put("LEGAL_GATEWAY_ANSWER_PUBLIC_KEY", config.answerPublicKey().toString());
        // The nodes' public keys, served at /api/keys.
        vars.put("LEGAL_GATEWAY_KEYRING", config.nodeKeyring().toString());
        // The ingest service's folder: uploads wait there as claim checks, originals are served from it.
        vars.put("LEGAL_INGEST_STORE_DIR", config.libraryStore().toString());
        if (config.hasIssuer()) {
            vars.putAll(signIn());
        }
        if (Files.isDirectory(config.skills())) {
            // A verification compares the prompts' hashes with the ones an answer recorded.
            vars.put("LEGAL_GATEWAY_SKILLS_DIRECTORY", config.skills().toString());
        }
        return vars;
    }

    /** The local issuer's tokens, its page login as client legal-gateway, and the session cookies' key. */
    Map<String, String> signIn() {
        var secrets = IssuerSecrets.of(config);
        return Map.of(
                "LEGAL_GATEWAY_AUTH_ISSUER_URI", config.issuerUri(),
                "LEGAL_GATEWAY_AUTH_SESSION_KEY", secrets.sessionKey(),
                "SPRING_SECURITY_OAUTH2_CLIENT_REGISTRATION_LEGAL_CLIENT_SECRET", secrets.gatewaySecret());
    }

    public boolean ready() {
        return Readiness.ready(config.gatewayManagementPort());
    }

    /** Waits until the gateway is ready; names its log when it stopped or did not make it in time. */
    public void awaitReady(PrintStream err) {
        if (Readiness.await(config.readySeconds(), 500, this::ready, () -> pid().isPresent())) {
            return;
        }
        Children.showLogTail(log(), config.rel(log()), err);
        throw new StackException("the gateway is not up; log: " + config.rel(log()) + "; ./legal down stops what runs");
    }

    /** Stops the gateway if this launcher started it; true when it was running. */
    public boolean stop(PrintStream err) throws IOException {
        var running = pid();
        running.ifPresent(pid -> Children.stop(Map.of(NAME, pid), config.stopGraceSeconds(), err));
        Files.deleteIfExists(pidFile());
        Tree.delete(config.tmpDir(NAME));
        return running.isPresent();
    }
}
