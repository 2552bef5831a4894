package io.legalagent.loop;

import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local HTTP server on a port of its own that can go down and come back on the same port, as a model
 * server does: either nothing listens (connections are refused) or it answers 503 to everything.
 */
final class SwitchableServer implements AutoCloseable {
    /** How the server is down. */
    enum Outage {
        /** Nothing listens on the port: connections are refused. */
        REFUSED,
        /** Every request is answered 503 Service Unavailable. */
        UNAVAILABLE
    }

    private final HttpHandler handler;
    private final int port;
    private final AtomicInteger unavailable = new AtomicInteger();
    private final ExecutorService threads = Executors.newFixedThreadPool(4, r -> {
        var thread = new Thread(r, "stub-server");
        thread.setDaemon(true);
        return thread;
    });
    private HttpServer server;
    private volatile Outage outage;

    SwitchableServer(HttpHandler handler) {
        this.handler = handler;
        this.server = listen(0);
        this.port = server.getAddress().getPort();
    }

    int port() {
        return port;
    }

    synchronized void off(Outage how) {
        outage = how;
        if (how == Outage.REFUSED && server != null) {
            server.stop(0);
            server = null;
        }
    }

    synchronized void on() {
        if (server == null) {
            server = listen(port);
        }
        outage = null;
    }

    /** Requests answered 503 so far. */
    int unavailableAnswers() {
        return unavailable.get();
    }

    private HttpServer listen(int onPort) {
        for (int attempt = 1; ; attempt++) {
            try {
                var created = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), onPort), 0);
                created.setExecutor(threads);
                created.createContext("/", exchange -> {
                    if (outage == Outage.UNAVAILABLE) {
                        unavailable.incrementAndGet();
                        try (exchange) {
                            byte[] body = "{\"error\":\"model server unavailable\"}".getBytes(StandardCharsets.UTF_8);
                            exchange.getResponseHeaders().add("Content-Type", "application/json");
                            exchange.sendResponseHeaders(503, body.length);
                            exchange.getResponseBody().write(body);
                        }
                        return;
                    }
                    handler.handle(exchange);
                });
                created.start();
                return created;
            } catch (BindException e) {
                // The port was ours a moment ago; give the system a little time to let it go.
                if (attempt == 50) {
                    throw new UncheckedIOException("port " + onPort + " stays taken", e);
                }
                pause();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public synchronized void close() {
        if (server != null) {
            server.stop(0);
            server = null;
        }
        threads.shutdownNow();
    }
}
