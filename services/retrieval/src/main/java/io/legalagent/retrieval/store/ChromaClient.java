package io.legalagent.retrieval.store;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A small typed client of Chroma's v2 HTTP API (the only one Chroma 1.x serves). Written here
 * because the released Java client speaks the removed v1 API; this covers what the store needs.
 */
public final class ChromaClient {
    public static final String DEFAULT_TENANT = "default_tenant";
    public static final String DEFAULT_DATABASE = "default_database";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final URI url;
    private final URI base;
    private final String collections;
    private final HttpClient http;
    private final Duration timeout;

    public ChromaClient(URI url, String tenant, String database, Duration timeout) {
        this.url = URI.create(url.toString().replaceAll("/+$", ""));
        this.base = URI.create(this.url + "/api/v2");
        this.collections = "/tenants/" + encode(tenant) + "/databases/" + encode(database) + "/collections";
        this.timeout = timeout;
        // HTTP/1.1: no h2c upgrade dance with the local server.
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    public ChromaClient(URI url) {
        this(url, DEFAULT_TENANT, DEFAULT_DATABASE, Duration.ofSeconds(120));
    }

    /** The server's root address. */
    public URI url() {
        return url;
    }

    /** True when the server answers its heartbeat. */
    public boolean heartbeat() {
        try {
            send("GET", "/heartbeat", null);
            return true;
        } catch (ChromaException | ChromaUnavailable e) {
            return false;
        }
    }

    /** Creates the collection (cosine space) or returns the existing one. */
    public CollectionInfo getOrCreateCollection(String name, Map<String, Object> metadata) {
        var body = new LinkedHashMap<String, Object>();
        body.put("name", name);
        body.put("configuration", Map.of("hnsw", Map.of("space", "cosine")));
        if (!metadata.isEmpty()) {
            body.put("metadata", metadata);
        }
        body.put("get_or_create", true);
        return CollectionInfo.from(send("POST", collections, body));
    }

    public Optional<CollectionInfo> getCollection(String name) {
        try {
            return Optional.of(CollectionInfo.from(send("GET", collections + "/" + encode(name), null)));
        } catch (ChromaException e) {
            if (e.status() == 404) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** Replaces the collection's metadata with these entries. */
    public void setCollectionMetadata(String id, Map<String, Object> metadata) {
        send("PUT", collections + "/" + id, Map.of("new_metadata", metadata));
    }

    public void deleteCollection(String name) {
        send("DELETE", collections + "/" + encode(name), null);
    }

    public void upsert(
            String id,
            List<String> ids,
            List<float[]> embeddings,
            List<String> documents,
            List<Map<String, Object>> metadatas) {
        var body = new LinkedHashMap<String, Object>();
        body.put("ids", ids);
        body.put("embeddings", embeddings);
        body.put("documents", documents);
        body.put("metadatas", metadatas);
        send("POST", collections + "/" + id + "/upsert", body);
    }

    /** Nearest neighbours of each query vector, with documents, metadata, distances and embeddings. */
    public List<List<StoreHit>> query(String id, List<float[]> queryEmbeddings, int n, Where where) {
        var body = new LinkedHashMap<String, Object>();
        body.put("query_embeddings", queryEmbeddings);
        body.put("n_results", n);
        if (where != null) {
            body.put("where", where.clause());
        }
        body.put("include", List.of("documents", "metadatas", "distances", "embeddings"));
        return ChromaResults.queryHits(send("POST", collections + "/" + id + "/query", body));
    }

    /** Passages by id, or a page of the collection when {@code ids} is null. */
    public List<StoredPassage> get(String id, List<String> ids, Integer limit, Integer offset, List<String> include) {
        var body = new LinkedHashMap<String, Object>();
        if (ids != null) {
            body.put("ids", ids);
        }
        if (limit != null) {
            body.put("limit", limit);
            body.put("offset", offset == null ? 0 : offset);
        }
        body.put("include", include);
        return ChromaResults.passages(send("POST", collections + "/" + id + "/get", body));
    }

    public int count(String id) {
        return send("GET", collections + "/" + id + "/count", null).asInt();
    }

    public void delete(String id, List<String> ids) {
        send("POST", collections + "/" + id + "/delete", Map.of("ids", ids));
    }

    private JsonNode send(String method, String path, Object body) {
        var request =
                HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout).header("Accept", "application/json");
        if (body == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new ChromaUnavailable("Chroma at " + base + " is not reachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChromaException("interrupted while calling Chroma", e);
        }
        if (response.statusCode() == 429 || response.statusCode() >= 500) {
            throw new ChromaUnavailable(method + " " + path + " → " + response.statusCode() + ": " + response.body());
        }
        if (response.statusCode() >= 400) {
            throw new ChromaException(
                    response.statusCode(),
                    method + " " + path + " → " + response.statusCode() + ": " + response.body());
        }
        String text = response.body();
        return text == null || text.isBlank() ? JSON.missingNode() : JSON.readTree(text);
    }

    private static String encode(String part) {
        return URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** A collection's id, name and metadata. */
    public record CollectionInfo(String id, String name, Map<String, Object> metadata) {
        static CollectionInfo from(JsonNode node) {
            return new CollectionInfo(
                    node.path("id").asString(),
                    node.path("name").asString(),
                    ChromaResults.metadata(node.path("metadata")));
        }
    }
}
