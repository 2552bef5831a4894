package io.legalagent.cli;

import io.legalagent.model.ModelSettings;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The model a command was told to use, as {@code ./legal} chooses it: {@code --provider} (or
 * {@code --llm}) {@code offline|ollama|openai}, {@code --model}, {@code --ollama-url},
 * {@code --openai-url}, else the {@code LEGAL_MODEL_*} variables; the OpenAI-compatible key only from
 * {@code LEGAL_MODEL_OPENAI_API_KEY} or {@code OPENAI_API_KEY}. The defaults are the launcher's.
 */
final class ModelChoice {
    static final String OLLAMA_URL = "http://127.0.0.1:11434";
    static final String OLLAMA_MODEL = "qwen2.5:3b-instruct";
    static final String OPENAI_URL = "https://api.openai.com/v1";

    private ModelChoice() {}

    /** The settings of the chosen provider, or empty when none or {@code offline} was chosen. */
    static Optional<ModelSettings> of(
            String providerName,
            String modelName,
            String ollamaUrl,
            String openaiUrl,
            Function<String, String> environment)
            throws UsageException {
        var named = Optional.ofNullable(providerName);
        if (named.isEmpty()) {
            if (modelName != null) {
                throw new UsageException("--model needs --provider ollama or --provider openai");
            }
            return Optional.empty();
        }
        ModelSettings.Provider provider;
        try {
            provider = ModelSettings.Provider.valueOf(named.get().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("unknown provider " + named.get() + ": offline, ollama or openai");
        }
        if (provider == ModelSettings.Provider.OFFLINE) {
            return Optional.empty();
        }
        var model = Optional.ofNullable(modelName);
        var openAiModel = model.filter(m -> provider == ModelSettings.Provider.OPENAI)
                .orElse(env(environment, "LEGAL_MODEL_OPENAI_MODEL", null));
        if (provider == ModelSettings.Provider.OPENAI && openAiModel == null) {
            throw new UsageException("--provider openai needs --model NAME (or LEGAL_MODEL_OPENAI_MODEL)");
        }
        var properties = new HashMap<String, String>();
        properties.put("legal.model.provider", provider.name());
        properties.put(
                "legal.model.ollama.base-url",
                Optional.ofNullable(ollamaUrl).orElse(env(environment, "LEGAL_MODEL_OLLAMA_BASE_URL", OLLAMA_URL)));
        properties.put(
                "legal.model.ollama.model",
                model.filter(m -> provider == ModelSettings.Provider.OLLAMA)
                        .orElse(env(environment, "LEGAL_MODEL_OLLAMA_MODEL", OLLAMA_MODEL)));
        properties.put(
                "legal.model.openai.base-url",
                Optional.ofNullable(openaiUrl).orElse(env(environment, "LEGAL_MODEL_OPENAI_BASE_URL", OPENAI_URL)));
        putIfSet(properties, "legal.model.openai.model", openAiModel);
        putIfSet(
                properties,
                "legal.model.openai.api-key",
                env(environment, "LEGAL_MODEL_OPENAI_API_KEY", env(environment, "OPENAI_API_KEY", null)));
        putIfSet(
                properties,
                "legal.model.merge-system-prompt",
                env(environment, "LEGAL_MODEL_MERGE_SYSTEM_PROMPT", null));
        putIfSet(properties, "legal.model.skills-directory", env(environment, "LEGAL_MODEL_SKILLS_DIRECTORY", null));
        return Optional.of(ModelSettings.bind(properties));
    }

    private static void putIfSet(Map<String, String> properties, String name, String value) {
        if (value != null) {
            properties.put(name, value);
        }
    }

    /** Who answers, for a report: never the key. */
    static String describe(ModelSettings settings) {
        return switch (settings.provider()) {
                    case OFFLINE -> "offline";
                    case OLLAMA -> "ollama " + settings.ollama().model() + " at "
                            + settings.ollama().baseUrl();
                    case OPENAI -> "openai-compatible " + settings.openai().model() + " at "
                            + settings.openai().baseUrl();
                } + ", screening skill detect_injection";
    }

    private static String env(Function<String, String> environment, String name, String fallback) {
        var value = environment.apply(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
