package io.legalagent.gateway;

import io.legalagent.contracts.Topics;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.store.ChromaClient;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import jakarta.servlet.MultipartConfigElement;
import java.time.Clock;
import java.util.List;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.kafka.autoconfigure.KafkaProperties;
import org.springframework.boot.servlet.MultipartConfigFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.util.unit.DataSize;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** The gateway's parts: the Kafka readers and publishers, the index of runs, the streams, the library, the checks. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({
    GatewaySettings.class,
    AuthSettings.class,
    UploadSettings.class,
    TracingUi.class,
    KafkaProperties.class
})
@Import({
    GatewayTracing.class,
    SecurityConfiguration.class,
    QuestionsController.class,
    AnswersController.class,
    KeysController.class,
    RunsController.class,
    ReviewsController.class,
    DocumentsController.class,
    LibrariesController.class,
    ApiDocument.class,
    Problems.class,
    PageSecurity.class
})
public class GatewayConfiguration implements WebMvcConfigurer {
    private final GatewaySettings settings;
    private final ObjectProvider<RateLimits> rateLimits;

    GatewayConfiguration(GatewaySettings settings, ObjectProvider<RateLimits> rateLimits) {
        this.settings = settings;
        this.rateLimits = rateLimits;
    }

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    RunIndex runIndex(Clock clock, ObjectProvider<MeterRegistry> meters, PublishedKey key) {
        return new RunIndex(
                settings.maxRequests(),
                clock,
                meters.getIfAvailable(() -> Metrics.globalRegistry),
                new AnswerSignatures(key.trust().key()));
    }

    /** Runs' hops and answers; the gateway is ready once it has read them up to its start. */
    @Bean
    TopicReader runsReader(KafkaProperties kafka, RunIndex index, Clock clock) {
        return new TopicReader(
                RunRecords.TOPICS,
                new RunRecords(index),
                index::tick,
                () -> GatewayKafka.reader(kafka),
                settings.history(),
                clock);
    }

    /** The readiness check {@code progressReader} (its name in gateway.properties). */
    @Bean
    HealthIndicator progressReader(@Qualifier("runsReader") TopicReader runsReader) {
        return runsReader::health;
    }

    @Bean
    ReviewBoard reviewBoard() {
        return new ReviewBoard();
    }

    /**
     * Paused runs: all of the compacted agent.review. Not part of readiness, so questions are served
     * before the reviewer's topic exists; its health says when it has caught up.
     */
    @Bean
    TopicReader reviewsReader(KafkaProperties kafka, ReviewBoard board, Clock clock) {
        return new TopicReader(
                List.of(Topics.REVIEW),
                board,
                () -> {},
                () -> GatewayKafka.reader(kafka),
                TopicReader.WHOLE_TOPIC,
                clock);
    }

    @Bean
    HealthIndicator reviewsReaderHealth(@Qualifier("reviewsReader") TopicReader reviewsReader) {
        return reviewsReader::health;
    }

    @Bean
    ReviewDecisions reviewDecisions(
            ReviewBoard board,
            KafkaProducer<String, byte[]> gatewayProducer,
            OpenTelemetry openTelemetry,
            Clock clock) {
        return new ReviewDecisions(
                board, new DecisionPublisher(gatewayProducer, openTelemetry, settings.publishTimeout()), clock);
    }

    @Bean
    ReviewEvents reviewEvents(ReviewBoard board) {
        return new ReviewEvents(board);
    }

    @Bean
    DocumentProgressLog documentProgressLog() {
        return new DocumentProgressLog(settings.maxRequests());
    }

    /** Files' progress; not part of readiness, so questions are served before the ingest's topic exists. */
    @Bean
    TopicReader documentProgressReader(KafkaProperties kafka, DocumentProgressLog log, Clock clock) {
        return new TopicReader(
                List.of(Topics.DOCUMENT_PROGRESS),
                log,
                () -> {},
                () -> GatewayKafka.reader(kafka),
                settings.history(),
                clock);
    }

    /** One producer for questions and document requests; the question publisher closes it. */
    @Bean(destroyMethod = "")
    KafkaProducer<String, byte[]> gatewayProducer(KafkaProperties kafka) {
        return GatewayKafka.producer(kafka, settings);
    }

    @Bean(destroyMethod = "close")
    QuestionPublisher questionPublisher(KafkaProducer<String, byte[]> gatewayProducer, OpenTelemetry openTelemetry) {
        return new QuestionPublisher(gatewayProducer, openTelemetry, settings.publishTimeout());
    }

    @Bean
    DocumentPublisher documentPublisher(KafkaProducer<String, byte[]> gatewayProducer) {
        return new DocumentPublisher(gatewayProducer, settings.publishTimeout());
    }

    @Bean
    DocumentStore documentStore(UploadSettings ingest) {
        return new DocumentStore(ingest.storeDir());
    }

    /** The gateway's reads of Chroma: cited passages and library catalogues; no model, no collection made. */
    @Bean
    ChromaClient chromaClient(RetrievalSettings retrieval) {
        return new ChromaClient(
                retrieval.chromaUrl(), retrieval.tenant(), retrieval.database(), java.time.Duration.ofSeconds(10));
    }

    @Bean
    LibraryListing libraryListing(RetrievalSettings retrieval, ChromaClient chroma) {
        return new CatalogListing(retrieval, chroma);
    }

    /** Multipart limits from {@code legal.ingest.max-file-bytes}: Tomcat stops reading past them. */
    @Bean
    MultipartConfigElement multipartConfigElement(UploadSettings ingest) {
        var factory = new MultipartConfigFactory();
        factory.setMaxFileSize(ingest.maxFileBytes());
        factory.setMaxRequestSize(ingest.maxUploadBytes());
        factory.setFileSizeThreshold(DataSize.ofMegabytes(1));
        return factory.createMultipartConfig();
    }

    @Bean
    QuestionReader questionReader() {
        return new QuestionReader(settings.maxQuestionChars());
    }

    @Bean(destroyMethod = "close")
    EventStreams eventStreams(Clock clock) {
        return new EventStreams(
                clock,
                new EventStreams.Caps(settings.streamsPerUser(), settings.maxStreams()),
                settings.streamTimeout(),
                settings.heartbeat());
    }

    @Bean
    Callers callers(AuthSettings auth) {
        return new Callers(auth);
    }

    /** The audit trail, written with the gateway's producer. */
    @Bean
    AuditTrail auditTrail(
            KafkaProducer<String, byte[]> gatewayProducer, Clock clock, ObjectProvider<MeterRegistry> meters) {
        return new AuditTrail(
                gatewayProducer, clock, settings.auditTimeout(), meters.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    ApiAuthentication apiAuthentication(Callers callers, AuditTrail audit, ObjectProvider<MeterRegistry> meters) {
        return new ApiAuthentication(callers, audit, meters.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    RateLimits rateLimits(Callers callers, AuditTrail audit) {
        return new RateLimits(settings.rateLimit(), callers, audit);
    }

    @Bean(destroyMethod = "close")
    SharedRetrievers sharedRetrievers() {
        return new SharedRetrievers();
    }

    @Bean
    PublishedKey publishedKey() {
        return new PublishedKey(settings);
    }

    @Bean
    PublishedKeyring publishedKeyring() {
        return new PublishedKeyring(java.nio.file.Path.of(settings.keyring()));
    }

    @Bean
    Verifications verifications(
            Environment environment,
            SharedRetrievers retrievers,
            PublishedKey key,
            PublishedKeyring keyring,
            RunIndex index) {
        return new Verifications(environment, settings, retrievers, key, keyring, index);
    }

    @Bean
    Passages passages(RetrievalSettings retrieval, ChromaClient chroma) {
        return new Passages(retrieval, chroma);
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(rateLimits.getObject()).addPathPatterns("/api/**");
    }

    /** CORS stays off unless origins are configured. */
    @Override
    public void addCorsMappings(CorsRegistry registry) {
        if (!settings.corsAllowedOrigins().isEmpty()) {
            registry.addMapping("/api/**")
                    .allowedOrigins(settings.corsAllowedOrigins().toArray(String[]::new))
                    .allowedMethods("GET", "POST", "DELETE")
                    .allowedHeaders("Content-Type", "Last-Event-ID", "Authorization")
                    .exposedHeaders("Location", "Retry-After");
        }
    }
}
