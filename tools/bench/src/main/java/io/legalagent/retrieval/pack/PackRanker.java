package io.legalagent.retrieval.pack;

/**
 * How a pack build ranks the pooled candidates: the default hybrid (dense + BM25) or RPv1.1. The
 * hybrid is the default because it ranked the gold passage higher on the validation split, where the
 * corpus has no citator signal and RPv1.1 is its citator-free adaptation (docs/reproducibility.md).
 */
public enum PackRanker {
    HYBRID("hybrid"),
    RPV11("rpv1.1");

    private final String id;

    PackRanker(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static PackRanker parse(String name) {
        for (var ranker : values()) {
            if (ranker.id.equalsIgnoreCase(name.strip()) || ranker.name().equalsIgnoreCase(name.strip())) {
                return ranker;
            }
        }
        throw new IllegalArgumentException("unknown ranker '" + name + "'; known: hybrid, rpv1.1");
    }
}
