package io.legalagent.retrieval.embed;

/** The in-process ONNX models langchain4j bundles, with each model's query convention. */
public enum EmbeddingModelChoice {
    /** bge-small-en-v1.5, int8-quantized: the default. */
    BGE_SMALL_EN_V15_Q("bge-small-en-v1.5-q", 384, "Represent this sentence for searching relevant passages: "),
    /** all-MiniLM-L6-v2, int8-quantized: about twice as fast, no query instruction. */
    ALL_MINILM_L6_V2_Q("all-minilm-l6-v2-q", 384, "");

    private final String id;
    private final int dimension;
    private final String queryInstruction;

    EmbeddingModelChoice(String id, int dimension, String queryInstruction) {
        this.id = id;
        this.dimension = dimension;
        this.queryInstruction = queryInstruction;
    }

    public String id() {
        return id;
    }

    public int dimension() {
        return dimension;
    }

    /** The instruction the model's authors recommend before a short query ("" if none). */
    public String queryInstruction() {
        return queryInstruction;
    }

    /** Accepts the id ({@code bge-small-en-v1.5-q}) or the enum name, case-insensitively. */
    public static EmbeddingModelChoice parse(String name) {
        for (var choice : values()) {
            if (choice.id.equalsIgnoreCase(name) || choice.name().equalsIgnoreCase(name.replace('-', '_'))) {
                return choice;
            }
        }
        var known =
                java.util.Arrays.stream(values()).map(EmbeddingModelChoice::id).toList();
        throw new IllegalArgumentException(
                "unknown embedding model '" + name + "'; known: " + String.join(", ", known));
    }
}
