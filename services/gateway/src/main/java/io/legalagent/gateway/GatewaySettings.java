package io.legalagent.gateway;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the gateway, {@code legal.gateway.*}.
 *
 * @param maxBodySize largest request body accepted; a larger one is answered 413 before it is read
 *     to its end
 * @param maxQuestionChars longest question accepted, in characters (the guard's own limit,
 *     {@code legal.guard.max-question-chars}, has the same default)
 * @param publishTimeout how long a question may take to reach the broker before the caller is told
 *     503 (Kafka unreachable)
 * @param history how far back the gateway reads {@code legal.progress} and {@code legal.answers}
 *     when it starts, so that runs from before its start can still be streamed and fetched
 * @param maxRequests requests whose events and answer the gateway keeps in memory; the oldest go
 *     first (their answers are then 404 here, though still on {@code legal.answers})
 * @param streamTimeout how long an event stream stays open; a client reconnects with
 *     {@code Last-Event-ID} and resumes
 * @param streamsPerUser event streams one user may have open at once; one more is answered 429
 * @param maxStreams event streams the gateway keeps open in all; one more is answered 429
 * @param auditTimeout how long an audit record may take to reach the broker; a read whose record is
 *     not written in time is refused (503)
 * @param heartbeat interval of the comment lines that keep an idle event stream open through proxies
 * @param rateLimit requests each caller (by organisation and user) may make per period
 * @param corsAllowedOrigins origins a browser may call the API from; empty (the default): none, CORS
 *     stays off and only the gateway's own page calls it
 * @param skillsDirectory the folder of the prompts whose hashes a verification compares with the ones
 *     an answer recorded (the nodes' {@code LEGAL_MODEL_SKILLS_DIRECTORY}); a file-system path, text
 *     rather than a {@code Path} so that no classpath folder of the same name is bound instead
 * @param answerPublicKey the observer's public key (PEM): served at {@code /api/public-key}, the key a
 *     verification checks each answer's signature with, and the one an answer must verify with to name
 *     the run shown for its request id; a file-system path, as above. Without the file, every
 *     verification reports the signature failed, and no answer names a run
 * @param keyring the folder of the nodes' public keys ({@code <node>.<label>.pub}, old ones kept), served
 *     at {@code /api/keys} and read again when it changes; a file-system path, as above. Absent: no node
 *     key is served
 */
@ConfigurationProperties("legal.gateway")
public record GatewaySettings(
        @DefaultValue("64KB") DataSize maxBodySize,
        @DefaultValue("20000") int maxQuestionChars,
        @DefaultValue("5s") Duration publishTimeout,
        @DefaultValue("24h") Duration history,
        @DefaultValue("2000") int maxRequests,
        @DefaultValue("10m") Duration streamTimeout,
        @DefaultValue("20") int streamsPerUser,
        @DefaultValue("1000") int maxStreams,
        @DefaultValue("5s") Duration auditTimeout,
        @DefaultValue("15s") Duration heartbeat,
        @DefaultValue RateLimit rateLimit,
        @DefaultValue List<String> corsAllowedOrigins,
        @DefaultValue("skills") String skillsDirectory,
        @DefaultValue(".legal/signing/answer-signing.pub") String answerPublicKey,
        @DefaultValue(".legal/custody/keyring") String keyring) {

    /**
     * Per-caller limits (Resilience4j rate limiters, one per signed-in user of an organisation; the
     * public paths per remote address); over a limit a request is answered 429 with {@code Retry-After}.
     *
     * @param questions questions a caller may ask per period
     * @param documents uploads and deletes of library documents a caller may make per period
     * @param reads event streams, answers and passages a caller may fetch per period
     * @param verifications verifications a caller may ask for per period (each replays the research)
     * @param period the period the limits count
     * @param clients callers whose limiters are kept; the least recently seen go first
     */
    public record RateLimit(
            @DefaultValue("20") int questions,
            @DefaultValue("60") int documents,
            @DefaultValue("600") int reads,
            @DefaultValue("10") int verifications,
            @DefaultValue("1m") Duration period,
            @DefaultValue("10000") int clients) {}
}
