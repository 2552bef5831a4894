package io.legalagent.model;

import java.net.URI;
import java.util.Locale;

/**
 * The model a provider's calls go to, as a trace describes it (the OpenTelemetry GenAI conventions):
 * provider, model name, the sampling settings sent with every request, and the server.
 *
 * @param provider {@code ollama} or {@code openai}, the conventions' provider names
 * @param port the server's port, or -1 when the address cannot be read
 */
record ModelTarget(String provider, String model, double temperature, long maxTokens, String host, int port) {

    static ModelTarget of(ModelSettings settings) {
        return switch (settings.requiredProvider()) {
            case OLLAMA -> {
                var ollama = settings.ollama();
                yield at("ollama", ollama.model(), ollama.temperature(), ollama.maxTokens(), ollama.baseUrl());
            }
            case OPENAI -> {
                var openai = settings.openai();
                yield at("openai", openai.model(), openai.temperature(), openai.maxTokens(), openai.baseUrl());
            }
            case OFFLINE -> throw new IllegalArgumentException("the offline provider calls no model");
        };
    }

    static ModelTarget at(String provider, String model, double temperature, long maxTokens, String baseUrl) {
        URI server;
        try {
            server = URI.create(baseUrl);
        } catch (IllegalArgumentException e) {
            // The model client reports a bad address when it is used; the trace just goes without one.
            return new ModelTarget(provider, model, temperature, maxTokens, null, -1);
        }
        return new ModelTarget(provider, model, temperature, maxTokens, server.getHost(), port(server));
    }

    private static int port(URI server) {
        if (server.getPort() != -1) {
            return server.getPort();
        }
        String scheme = server.getScheme() == null ? "" : server.getScheme().toLowerCase(Locale.ROOT);
        return switch (scheme) {
            case "http" -> 80;
            case "https" -> 443;
            default -> -1;
        };
    }
}
