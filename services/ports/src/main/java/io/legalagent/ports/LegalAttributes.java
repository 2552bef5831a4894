package io.legalagent.ports;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;

import io.opentelemetry.api.common.AttributeKey;

/**
 * The project's own span attributes, all under {@code legal.}, in one place. Every name the
 * OpenTelemetry semantic conventions define is taken from their constants instead (the
 * {@code opentelemetry-semconv} artifacts); docs/tracing.md lists both.
 */
public final class LegalAttributes {
    // A node visit.
    public static final AttributeKey<String> NODE = stringKey("legal.node");
    public static final AttributeKey<String> ROUTE = stringKey("legal.route");
    public static final AttributeKey<String> RUN_ID = stringKey("legal.run_id");
    public static final AttributeKey<String> REQUEST_ID = stringKey("legal.request_id");
    public static final AttributeKey<String> STATUS = stringKey("legal.status");
    public static final AttributeKey<Long> STEP_ID = longKey("legal.step_id");
    public static final AttributeKey<Long> ITERATION = longKey("legal.iteration");
    public static final AttributeKey<Long> HOP = longKey("legal.hop");

    // A model call, and its retry events.
    public static final AttributeKey<String> SKILL = stringKey("legal.skill");
    public static final AttributeKey<Boolean> PARSE_FAILED = booleanKey("legal.parse_failed");
    public static final AttributeKey<String> REPLY_READING = stringKey("legal.reply_reading");
    public static final AttributeKey<Long> MODEL_ATTEMPTS = longKey("legal.model.attempts");
    public static final AttributeKey<Long> MODEL_RETRY_ATTEMPT = longKey("legal.model.attempt");
    public static final AttributeKey<Long> MODEL_RETRY_WAIT_MS = longKey("legal.model.retry.wait_ms");

    // A retrieval.
    public static final AttributeKey<Long> RETRIEVAL_POOL_SIZE = longKey("legal.retrieval.pool_size");
    public static final AttributeKey<Long> RETRIEVAL_K = longKey("legal.retrieval.k");
    public static final AttributeKey<Long> RETRIEVAL_QUERIES = longKey("legal.retrieval.queries");
    public static final AttributeKey<Long> RETRIEVAL_CANDIDATES = longKey("legal.retrieval.candidates");
    public static final AttributeKey<Long> RETRIEVAL_EXCLUDED = longKey("legal.retrieval.excluded");
    public static final AttributeKey<Long> RETRIEVAL_KEPT = longKey("legal.retrieval.kept");
    public static final AttributeKey<Double> RETRIEVAL_CONFIDENCE = doubleKey("legal.retrieval.confidence");
    public static final AttributeKey<String> RETRIEVAL_RERANKER = stringKey("legal.retrieval.reranker");

    // A QA-memory lookup or write.
    public static final AttributeKey<Boolean> MEMORY_HIT = booleanKey("legal.memory.hit");
    public static final AttributeKey<Double> MEMORY_SIMILARITY = doubleKey("legal.memory.similarity");
    public static final AttributeKey<Double> MEMORY_THRESHOLD = doubleKey("legal.memory.threshold");
    public static final AttributeKey<Double> MEMORY_CONFIDENCE = doubleKey("legal.memory.confidence");
    /** The write was handed the question's embedding from the run instead of embedding it again. */
    public static final AttributeKey<Boolean> MEMORY_EMBEDDING_CARRIED = booleanKey("legal.memory.embedding_carried");

    private LegalAttributes() {}
}
