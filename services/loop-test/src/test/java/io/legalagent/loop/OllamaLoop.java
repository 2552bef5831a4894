package io.legalagent.loop;

import io.legalagent.contracts.Answer;
import io.legalagent.loop.OllamaStub.Exchange;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The nine nodes on the {@code ollama} provider, over HTTP to a local server that speaks Ollama's
 * {@code /api/chat} and answers each skill like a sensible model, with real retrieval (sample corpus
 * in Chroma, ONNX embeddings).
 */
@TestPropertySource(
        properties = {
            "legal.model.provider=ollama",
            "legal.model.ollama.model=" + OllamaLoop.MODEL,
            "legal.model.ollama.temperature=" + OllamaLoop.TEMPERATURE,
            "legal.model.ollama.seed=" + OllamaLoop.SEED,
            "legal.model.ollama.context-size=" + OllamaLoop.CONTEXT_SIZE,
            "legal.model.ollama.max-tokens=" + OllamaLoop.MAX_TOKENS,
            "legal.model.ollama.timeout=30s"
        })
abstract class OllamaLoop extends ProductionLoop {
    static final String MODEL = "qwen2.5:7b-instruct";
    static final double TEMPERATURE = 0.25;
    static final int SEED = 1234;
    static final int CONTEXT_SIZE = 6144;
    static final int MAX_TOKENS = 700;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    static final OllamaStub OLLAMA = OllamaStub.start(new StubModel(StubResearch.ALL));

    /** One run: its answer and the model calls the server received for it. */
    record Run(Answer answer, List<Exchange> calls) {}

    @DynamicPropertySource
    static void modelServer(DynamicPropertyRegistry registry) {
        registry.add("legal.model.ollama.base-url", OLLAMA::baseUrl);
    }

    /**
     * The server lives as long as the test JVM: the Spring context that points at it is cached and
     * shared by every subclass, so no single test class may stop it.
     */
    static {
        Runtime.getRuntime().addShutdownHook(new Thread(OLLAMA::close));
    }

    /** Asks and returns the answer with the model calls the server received for it. */
    Run exchange(String question, Map<String, String> choices) {
        return exchange(UUID.randomUUID().toString(), question, choices);
    }

    Run exchange(String requestId, String question, Map<String, String> choices) {
        var json = JSON.createObjectNode().put("requestId", requestId).put("question", question);
        if (!choices.isEmpty()) {
            var labelled = json.putObject("choices");
            choices.entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(c -> labelled.put(c.getKey(), c.getValue()));
        }
        int mark = OLLAMA.count();
        var answer = ask(requestId, JSON.writeValueAsString(json));
        // Each hop commits after its model calls returned, so the run's calls are all recorded by now.
        return new Run(answer, OLLAMA.since(mark));
    }
}
