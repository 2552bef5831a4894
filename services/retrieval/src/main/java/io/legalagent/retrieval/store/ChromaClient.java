package io.legalagent.retrieval.store;

import io.opentelemetry.api.OpenTelemetry;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A small typed client of Chroma's v2 HTTP API (the only one Chroma 1.x serves). Written here
 * because the released Java client speaks the removed v1 API; this covers what the store needs.
 * Every HTTP call names its operation and collection, so that its span can say what it did.
 */
public final class ChromaClient {
    public static final String DEFAULT_TENANT = "default_tenant";
    public static final String DEFAULT_DATABASE = "default_database";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final URI url;
    private final String collections;
    private final ChromaTransport transport;
    // Collection id → name, learned from Chroma's answers: calls address a collection by id, while a
    // trace is read by name.
    private final Map<String, String> names = new ConcurrentHashMap<>();

    /** A client whose every HTTP call is a span of {@code openTelemetry}, as services use it. */
    public ChromaClient(URI url, String tenant, String database, Duration timeout, OpenTelemetry openTelemetry) {
        this.url = URI.create(url.toString().replaceAll("/+$", ""));
        this.collections = "/tenants/" + encode(tenant) + "/databases/" + encode(database) + "/collections";
        var http = new HttpChromaTransport(URI.create(this.url + "/api/v2"), timeout);
        this.transport = new TracedChromaTransport(http, openTelemetry, this.url);
    }

    /** An untraced client, for the command-line tools. */
    public ChromaClient(URI url, String tenant, String database, Duration timeout) {
        this(url, tenant, database, timeout, OpenTelemetry.noop());
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
            send("heartbeat", null, "GET", "/heartbeat", null);
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
        return known(CollectionInfo.from(send("get_or_create_collection", name, "POST", collections, body)));
    }

    public Optional<CollectionInfo> getCollection(String name) {
        try {
            return Optional.of(known(
                    CollectionInfo.from(send("get_collection", name, "GET", collections + "/" + encode(name), null))));
        } catch (ChromaException e) {
            if (e.status() == 404) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** Replaces the collection's metadata with these entries. */
    public void setCollectionMetadata(String id, Map<String, Object> metadata) {
        send("modify_collection", names.get(id), "PUT", collections + "/" + id, Map.of("new_metadata", metadata));
    }

    public void deleteCollection(String name) {
        send("delete_collection", name, "DELETE", collections + "/" + encode(name), null);
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
        send("upsert", names.get(id), "POST", collections + "/" + id + "/upsert", body);
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
        return ChromaResults.queryHits(send("query", names.get(id), "POST", collections + "/" + id + "/query", body));
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
        return ChromaResults.passages(send("get", names.get(id), "POST", collections + "/" + id + "/get", body));
    }

    /** Every record whose metadata matches {@code where}, with what {@code include} names. */
    public List<StoredPassage> getWhere(String id, Where where, List<String> include) {
        var body = new LinkedHashMap<String, Object>();
        body.put("where", where.clause());
        body.put("include", include);
        return ChromaResults.passages(send("get", names.get(id), "POST", collections + "/" + id + "/get", body));
    }

    public int count(String id) {
        return send("count", names.get(id), "GET", collections + "/" + id + "/count", null)
                .asInt();
    }

    public void delete(String id, List<String> ids) {
        send("delete", names.get(id), "POST", collections + "/" + id + "/delete", Map.of("ids", ids));
    }

    private JsonNode send(String operation, String collection, String method, String path, Object body) {
        var request = new ChromaTransport.Request(
                operation, collection, method, path, body == null ? null : JSON.writeValueAsString(body));
        var response = transport.send(request);
        int status = response.status();
        if (status == 429 || status >= 500) {
            throw new ChromaUnavailable(method + " " + path + " → " + status + ": " + response.body());
        }
        if (status >= 400) {
            throw new ChromaException(status, method + " " + path + " → " + status + ": " + response.body());
        }
        String text = response.body();
        return text == null || text.isBlank() ? JSON.missingNode() : JSON.readTree(text);
    }

    private CollectionInfo known(CollectionInfo info) {
        if (!info.id().isEmpty() && !info.name().isEmpty()) {
            names.put(info.id(), info.name());
        }
        return info;
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
