package io.legalagent.model;

import dev.langchain4j.http.client.HttpClient;
import dev.langchain4j.http.client.HttpClientBuilder;
import java.time.Clock;
import java.time.Duration;

/**
 * Hands {@link StatusHttpClient} to langchain4j, which sets the read timeout from the model's
 * settings. langchain4j would also make the connect timeout as long as the read timeout; ours is a
 * setting of its own, since a server that cannot be reached in seconds is down.
 */
final class StatusHttpClientBuilder implements HttpClientBuilder {
    private final Clock clock;
    private final Duration fixedConnectTimeout;
    private Duration connectTimeout;
    private Duration readTimeout;

    StatusHttpClientBuilder(Clock clock, Duration connectTimeout) {
        this.clock = clock;
        this.fixedConnectTimeout = connectTimeout;
        this.connectTimeout = connectTimeout;
    }

    @Override
    public Duration connectTimeout() {
        return connectTimeout;
    }

    @Override
    public HttpClientBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = fixedConnectTimeout != null ? fixedConnectTimeout : timeout;
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
