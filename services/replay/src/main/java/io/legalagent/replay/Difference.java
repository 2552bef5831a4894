package io.legalagent.replay;

/** One way a replay found the answer's research to differ from what it can reproduce today. */
public record Difference(String kind, String detail) {
    static Difference of(String kind, String detail) {
        return new Difference(kind, detail);
    }

    @Override
    public String toString() {
        return detail;
    }
}
