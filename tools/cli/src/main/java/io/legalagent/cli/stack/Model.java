package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

/**
 * The model the services answer with (default offline, no language model at all). The key of an
 * OpenAI-compatible server comes from the environment only and is never written to disk.
 */
public record Model(String provider, String ollamaUrl, String ollamaModel, String openaiUrl, String openaiModel) {

    public static Model fromEnvironment(Function<String, String> env) {
        return new Model(
                or(env, "LEGAL_MODEL_PROVIDER", "offline"),
                or(env, "LEGAL_MODEL_OLLAMA_BASE_URL", "http://127.0.0.1:11434"),
                or(env, "LEGAL_MODEL_OLLAMA_MODEL", "qwen2.5:3b-instruct"),
                or(env, "LEGAL_MODEL_OPENAI_BASE_URL", "https://api.openai.com/v1"),
                or(env, "LEGAL_MODEL_OPENAI_MODEL", ""));
    }

    public static Model offline() {
        return fromEnvironment(name -> null);
    }

    /** Applies the model flags of up, ask and eval; {@code name} is the --model value, if given. */
    public Model with(String llm, String name, String ollama, String openai) {
        String chosen = llm == null ? provider : llm;
        var model = new Model(
                chosen,
                ollama == null ? ollamaUrl : ollama,
                name != null && chosen.equals("ollama") ? name : ollamaModel,
                openai == null ? openaiUrl : openai,
                name != null && chosen.equals("openai") ? name : openaiModel);
        if (name != null && !chosen.equals("ollama") && !chosen.equals("openai")) {
            throw new IllegalArgumentException("--model needs --llm ollama or --llm openai");
        }
        switch (chosen) {
            case "offline", "ollama" -> {}
            case "openai" -> {
                if (model.openaiModel.isBlank()) {
                    throw new IllegalArgumentException("--llm openai needs --model NAME (or LEGAL_MODEL_OPENAI_MODEL)");
                }
            }
            default -> throw new IllegalArgumentException(
                    "unknown model provider '" + chosen + "': use offline, ollama or openai");
        }
        return model;
    }

    /** One line that says which model answers (no key in it). */
    public String description() {
        return switch (provider) {
            case "ollama" -> "ollama " + ollamaModel + " at " + ollamaUrl;
            case "openai" -> "openai-compatible " + openaiModel + " at " + openaiUrl;
            default -> "offline (deterministic heuristics, no language model; --llm ollama|openai to use one)";
        };
    }

    /** The services' variables; the key, if any, from the caller's environment. */
    Map<String, String> environment(Function<String, String> env) {
        var vars = new LinkedHashMap<String, String>();
        vars.put("LEGAL_MODEL_PROVIDER", provider);
        vars.put("LEGAL_MODEL_OLLAMA_BASE_URL", ollamaUrl);
        vars.put("LEGAL_MODEL_OLLAMA_MODEL", ollamaModel);
        vars.put("LEGAL_MODEL_OPENAI_BASE_URL", openaiUrl);
        vars.put("LEGAL_MODEL_OPENAI_MODEL", openaiModel);
        vars.put("LEGAL_MODEL_OPENAI_API_KEY", or(env, "LEGAL_MODEL_OPENAI_API_KEY", or(env, "OPENAI_API_KEY", "")));
        return vars;
    }

    void save(Path file) throws IOException {
        var properties = new Properties();
        properties.putAll(Map.of(
                "provider", provider,
                "ollamaUrl", ollamaUrl,
                "ollamaModel", ollamaModel,
                "openaiUrl", openaiUrl,
                "openaiModel", openaiModel));
        try (Writer writer = Files.newBufferedWriter(file)) {
            properties.store(writer, "the model the services were started with (never the key)");
        }
    }

    static Model load(Path file) throws IOException {
        var properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        }
        return new Model(
                properties.getProperty("provider"),
                properties.getProperty("ollamaUrl"),
                properties.getProperty("ollamaModel"),
                properties.getProperty("openaiUrl"),
                properties.getProperty("openaiModel"));
    }

    private static String or(Function<String, String> env, String name, String fallback) {
        String value = env.apply(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
