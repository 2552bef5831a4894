package io.legalagent.model;

import dev.langchain4j.http.client.HttpClient;
import dev.langchain4j.http.client.HttpClientBuilder;
import java.time.Clock;
import java.time.Duration;

/** Hands {@link StatusHttpClient} to langchain4j, which sets the timeouts from the model's settings. */
final class StatusHttpClientBuilder implements HttpClientBuilder {
    private final Clock clock;
    private Duration connectTimeout;
    private Duration readTimeout;

    StatusHttpClientBuilder(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Duration connectTimeout() {
        return connectTimeout;
    }

    @Override
    public HttpClientBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = timeout;
        return this;
    }

    @Override
    public Duration readTimeout() {
        return readTimeout;
    }

    @Override
    public HttpClientBuilder readTimeout(Duration timeout) {
        this.readTimeout = timeout;
        return this;
    }

    @Override
    public HttpClient build() {
        return new StatusHttpClient(connectTimeout, readTimeout, clock);
    }
}
