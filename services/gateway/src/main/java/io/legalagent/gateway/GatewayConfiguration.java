package io.legalagent.gateway;

import io.legalagent.retrieval.RetrievalSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.kafka.autoconfigure.KafkaProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** The gateway's parts: the Kafka reader and publisher, the index of runs, the streams, the checks. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({GatewaySettings.class, TracingUi.class, KafkaProperties.class})
@Import({GatewayTracing.class, QuestionsController.class, AnswersController.class, ApiDocument.class, Problems.class})
public class GatewayConfiguration implements WebMvcConfigurer {
    private final GatewaySettings settings;

    GatewayConfiguration(GatewaySettings settings) {
        this.settings = settings;
    }

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    RunIndex runIndex(Clock clock, ObjectProvider<MeterRegistry> meters) {
        return new RunIndex(settings.maxRequests(), clock, meters.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    ProgressReader progressReader(KafkaProperties kafka, RunIndex index, Clock clock) {
        return new ProgressReader(() -> GatewayKafka.reader(kafka), index, settings.history(), clock);
    }

    @Bean(destroyMethod = "close")
    QuestionPublisher questionPublisher(KafkaProperties kafka, OpenTelemetry openTelemetry) {
        return new QuestionPublisher(GatewayKafka.producer(kafka, settings), openTelemetry, settings.publishTimeout());
    }

    @Bean
    QuestionReader questionReader() {
        return new QuestionReader(settings.maxQuestionChars());
    }

    @Bean(destroyMethod = "close")
    EventStreams eventStreams(Clock clock) {
        return new EventStreams(clock, settings.streamTimeout(), settings.heartbeat());
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
    Verifications verifications(Environment environment, SharedRetrievers retrievers, PublishedKey key) {
        return new Verifications(environment, settings, retrievers, key);
    }

    @Bean
    Passages passages(RetrievalSettings retrieval) {
        return new Passages(retrieval);
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new RateLimits(settings.rateLimit())).addPathPatterns("/api/**");
    }

    /** CORS stays off unless origins are configured. */
    @Override
    public void addCorsMappings(CorsRegistry registry) {
        if (!settings.corsAllowedOrigins().isEmpty()) {
            registry.addMapping("/api/**")
                    .allowedOrigins(settings.corsAllowedOrigins().toArray(String[]::new))
                    .allowedMethods("GET", "POST")
                    .allowedHeaders("Content-Type", "Last-Event-ID")
                    .exposedHeaders("Location", "Retry-After");
        }
    }
}
