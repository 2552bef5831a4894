package io.legalagent.model;

import io.legalagent.ports.SecretMask;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * Settings of the language-model layer, {@code legal.model.*}.
 *
 * @param provider which skills back the ports: {@code offline}, {@code ollama} or {@code openai}; no default
 * @param mergeSystemPrompt put the skill into the user turn, for models without a system role
 * @param skillsDirectory a folder whose {@code <skill>.md} files replace the packaged prompts
 * @param ollama settings of the {@code ollama} provider
 * @param openai settings of the {@code openai} provider (any OpenAI-compatible server)
 * @param resilience retry, circuit breaker and bulkhead around every model call
 * @param replySchemas send each structured skill's reply schema, so the server constrains the reply
 *     to it (Ollama's {@code format}, OpenAI's {@code response_format} of type {@code json_schema});
 *     false asks for JSON only, for servers without schema support. Either way a reply that breaks
 *     the schema goes to the lenient parser
 */
@ConfigurationProperties("legal.model")
public record ModelSettings(
        Provider provider,
        @DefaultValue("false") boolean mergeSystemPrompt,
        String skillsDirectory,
        @DefaultValue Ollama ollama,
        @DefaultValue OpenAi openai,
        @DefaultValue Resilience resilience,
        @DefaultValue("true") boolean replySchemas) {

    public enum Provider {
        OFFLINE,
        OLLAMA,
        OPENAI
    }

    /**
     * Settings bound from {@code legal.model.*} properties as a service binds them, every default
     * applied: for commands and tests that choose a model without a Spring context.
     */
    public static ModelSettings bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties))
                .bindOrCreate("legal.model", ModelSettings.class);
    }

    /** The provider; there is deliberately no default, so a deployment always says which one it means. */
    Provider requiredProvider() {
        if (provider == null) {
            throw new IllegalStateException("legal.model.provider is not set: set it to offline, ollama or openai"
                    + " (environment variable LEGAL_MODEL_PROVIDER)");
        }
        return provider;
    }

    Path skillsPath() {
        return skillsDirectory == null || skillsDirectory.isBlank() ? null : Path.of(skillsDirectory.strip());
    }

    /**
     * @param baseUrl the Ollama server
     * @param model the model tag, as pulled into Ollama
     * @param temperature sampling temperature; 0 for repeatable answers
     * @param seed sampling seed, for repeatable answers
     * @param contextSize context window in tokens ({@code num_ctx})
     * @param maxTokens longest reply in tokens ({@code num_predict})
     * @param timeout how long one request may wait for the reply
     * @param connectTimeout how long one request may wait to connect; a server that cannot be reached
     *     in that time is down, and waiting longer only delays the retry
     */
    public record Ollama(
            @DefaultValue("http://localhost:11434") String baseUrl,
            @DefaultValue("qwen2.5:3b-instruct") String model,
            @DefaultValue("0.0") double temperature,
            @DefaultValue("42") int seed,
            @DefaultValue("8192") int contextSize,
            @DefaultValue("1024") int maxTokens,
            @DefaultValue("120s") Duration timeout,
            @DefaultValue("10s") Duration connectTimeout) {

        /** The address without a password it may carry, for logs. */
        @Override
        public String toString() {
            return "Ollama[baseUrl=%s, model=%s, temperature=%s, seed=%s, contextSize=%s, maxTokens=%s, timeout=%s,"
                            .formatted(
                                    SecretMask.mask(baseUrl), model, temperature, seed, contextSize, maxTokens, timeout)
                    + " connectTimeout=" + connectTimeout + "]";
        }
    }

    /**
     * @param baseUrl the API root including its version path, e.g. {@code http://localhost:8000/v1}
     * @param apiKey sent as a bearer token when set; local servers usually need none
     * @param model the model name the server expects; required for this provider
     * @param temperature sampling temperature
     * @param seed sampling seed, where the server supports one
     * @param maxTokens longest reply in tokens
     * @param timeout how long one request may wait for the reply
     * @param connectTimeout how long one request may wait to connect
     * @param strictSchema ask the server to hold the reply to the schema exactly ({@code "strict":
     *     true}); false for servers that refuse strict schemas
     */
    public record OpenAi(
            @DefaultValue("http://localhost:8000/v1") String baseUrl,
            String apiKey,
            String model,
            @DefaultValue("0.0") double temperature,
            @DefaultValue("42") int seed,
            @DefaultValue("1024") int maxTokens,
            @DefaultValue("120s") Duration timeout,
            @DefaultValue("10s") Duration connectTimeout,
            @DefaultValue("true") boolean strictSchema) {
        public OpenAi {
            apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey;
        }

        /** Never the key: settings get printed (start-up, binding errors, debugging). */
        @Override
        public String toString() {
            return "OpenAi[baseUrl=%s, apiKey=%s, model=%s, temperature=%s, seed=%s, maxTokens=%s, timeout=%s,"
                            .formatted(
                                    SecretMask.mask(baseUrl),
                                    apiKey == null ? null : SecretMask.MASK,
                                    model,
                                    temperature,
                                    seed,
                                    maxTokens,
                                    timeout)
                    + " connectTimeout=" + connectTimeout + ", strictSchema=" + strictSchema + "]";
        }
    }

    /**
     * @param maxAttempts tries of one model call, the first included
     * @param initialBackoff wait before the first retry
     * @param backoffMultiplier growth of the wait per retry
     * @param maxBackoff longest wait between tries
     * @param maxRetryAfter longest server-requested wait (Retry-After) that is honoured
     * @param failureRateThreshold percentage of failed calls that opens the circuit
     * @param slidingWindowSize calls the failure rate is computed over
     * @param minimumCalls calls needed before the failure rate counts
     * @param openDuration how long an open circuit rejects calls before letting trial calls through
     * @param halfOpenCalls trial calls while half open
     * @param maxConcurrentCalls model calls one service makes at a time
     * @param maxWait how long a call waits for a free slot before giving up
     */
    public record Resilience(
            @DefaultValue("3") int maxAttempts,
            @DefaultValue("500ms") Duration initialBackoff,
            @DefaultValue("2.0") double backoffMultiplier,
            @DefaultValue("10s") Duration maxBackoff,
            @DefaultValue("30s") Duration maxRetryAfter,
            @DefaultValue("50") float failureRateThreshold,
            @DefaultValue("10") int slidingWindowSize,
            @DefaultValue("5") int minimumCalls,
            // As long as the runtime's longest wait between tries of a hop, so that each retried hop
            // gets a trial call through instead of finding the circuit still open.
            @DefaultValue("15s") Duration openDuration,
            @DefaultValue("2") int halfOpenCalls,
            @DefaultValue("4") int maxConcurrentCalls,
            @DefaultValue("30s") Duration maxWait) {
        public Resilience {
            maxAttempts = Math.max(1, maxAttempts);
        }
    }
}
