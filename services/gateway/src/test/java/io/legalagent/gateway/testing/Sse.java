package io.legalagent.gateway.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A server-sent-events client over the JDK's HttpClient, as a test reads a stream: event by event. */
public final class Sse implements AutoCloseable {
    /** One event: its id, its name and its data lines joined. */
    public record Event(String id, String name, String data) {}

    public final HttpResponse<InputStream> response;
    private final BufferedReader reader;

    private Sse(HttpResponse<InputStream> response) {
        this.response = response;
        this.reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
    }

    public static Sse open(HttpClient http, URI uri, String lastEventId) {
        return open(http, uri, lastEventId, null);
    }

    /** A stream opened with a bearer token ({@code null}: none). */
    public static Sse open(HttpClient http, URI uri, String lastEventId, String token) {
        var request = HttpRequest.newBuilder(uri)
                .header("Accept", "text/event-stream")
                .timeout(Duration.ofSeconds(60));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        try {
            return new Sse(http.send(request.GET().build(), HttpResponse.BodyHandlers.ofInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The next event, skipping comments; null when the server closed the stream. */
    public Event next() {
        String id = null;
        String name = "message";
        var data = new ArrayList<String>();
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        return new Event(id, name, String.join("\n", data));
                    }
                    continue;
                }
                if (line.startsWith(":")) {
                    continue;
                }
                int colon = line.indexOf(':');
                String field = colon < 0 ? line : line.substring(0, colon);
                String value = colon < 0 ? "" : line.substring(colon + 1).replaceFirst("^ ", "");
                switch (field) {
                    case "id" -> id = value;
                    case "event" -> name = value;
                    case "data" -> data.add(value);
                    default -> {}
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every event until the server closes the stream. */
    public List<Event> rest() {
        var events = new ArrayList<Event>();
        Event event;
        while ((event = next()) != null) {
            events.add(event);
        }
        return events;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
