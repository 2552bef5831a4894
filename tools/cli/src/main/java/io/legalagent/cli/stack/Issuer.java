package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The local OpenID Connect issuer ({@code services/identity}): {@code java -jar
 * services/identity/target/identity-VERSION-exec.jar} on 127.0.0.1 ({@code LEGAL_IDENTITY_PORT},
 * default 9000), with the secrets {@link IssuerSecrets} made under {@code .legal/identity/}. The
 * gateway checks tokens against it and signs the page's callers in through it, so it starts first.
 */
public final class Issuer {
    static final String NAME = "identity";
    static final String DISCOVERY = "/.well-known/openid-configuration";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final StackConfig config;

    public Issuer(StackConfig config) {
        this.config = config;
    }

    public String uri() {
        return config.issuerUri();
    }

    public IssuerSecrets secrets() {
        return IssuerSecrets.of(config);
    }

    Path pidFile() {
        return config.runDir().resolve(NAME + ".pid");
    }

    public Path log() {
        return config.logDir().resolve(NAME + ".log");
    }

    public Optional<Long> pid() {
        return Children.runningPid(pidFile(), config.identityJar().getFileName().toString());
    }

    /** Makes its secrets once and starts the issuer unless it runs. */
    public void start() {
        if (pid().isPresent()) {
            return;
        }
        if (Children.portOpen(config.identityPort())) {
            throw new StackException("port " + config.identityPort() + " (for the local issuer) is taken by another"
                    + " process; LEGAL_IDENTITY_PORT picks another");
        }
        try {
            secrets().ensure();
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot make the issuer's secrets under " + config.rel(config.identityDir()), e);
        }
        var command = new ArrayList<String>();
        command.add("java");
        command.addAll(config.serviceJvm().of(NAME));
        command.add(Children.privateTmpDir(config.tmpDir(NAME)));
        command.add("-jar");
        command.add(config.identityJar().toString());
        Children.launch(command, environment(), log(), pidFile());
    }

    /** What the issuer gets on top of the caller's environment: its address and the secrets. */
    Map<String, String> environment() {
        var secrets = secrets();
        var vars = new LinkedHashMap<String, String>();
        vars.put("SERVER_PORT", String.valueOf(config.identityPort()));
        vars.put("SERVER_ADDRESS", "127.0.0.1");
        vars.put("OTEL_SERVICE_NAME", NAME);
        vars.put("LEGAL_IDENTITY_ISSUER", uri());
        vars.put("LEGAL_IDENTITY_USERS_0_PASSWORD", secrets.password());
        vars.put("LEGAL_IDENTITY_GATEWAY_SECRET", secrets.gatewaySecret());
        vars.put("LEGAL_IDENTITY_CLI_SECRET", secrets.cliSecret());
        // Browsers keep cookies per host, not per port: the issuer's sign-in session on 127.0.0.1:9000
        // must not share a cookie name with the gateway on 127.0.0.1:8080.
        vars.put("SERVER_SERVLET_SESSION_COOKIE_NAME", "LEGAL_ISSUER_SESSION");
        // Its signing key kept, so the tokens and the page's sessions outlive a restart of the issuer.
        vars.put(
                "LEGAL_IDENTITY_KEY_FILE",
                secrets.file(IssuerSecrets.SIGNING_KEY).toString());
        // The page's sign-in comes back to the gateway wherever LEGAL_GATEWAY_PORT put it.
        String callback = ":" + config.gatewayPort() + "/login/oauth2/code/legal";
        vars.put(
                "LEGAL_IDENTITY_GATEWAY_REDIRECT_URIS", "http://127.0.0.1" + callback + ",http://localhost" + callback);
        return vars;
    }

    /** Ready once it serves its discovery document. */
    public boolean ready() {
        return Readiness.answers(URI.create(uri() + DISCOVERY));
    }

    /** Waits until the issuer is ready; names its log when it stopped or did not make it in time. */
    public void awaitReady(PrintStream err) {
        if (Readiness.await(config.readySeconds(), 250, this::ready, () -> pid().isPresent())) {
            return;
        }
        Children.showLogTail(log(), config.rel(log()), err);
        throw new StackException(
                "the local issuer is not up; log: " + config.rel(log()) + "; ./legal down stops what runs");
    }

    /** Stops the issuer if this launcher started it; true when it was running. */
    public boolean stop(PrintStream err) throws IOException {
        var running = pid();
        running.ifPresent(pid -> Children.stop(Map.of(NAME, pid), config.stopGraceSeconds(), err));
        Files.deleteIfExists(pidFile());
        Tree.delete(config.tmpDir(NAME));
        return running.isPresent();
    }
}
