package io.legalagent.retrieval.embed;

/** Small vector helpers; embeddings are stored unit-length so cosine is a dot product. */
public final class Vectors {
    private Vectors() {}

    public static double dot(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("dimensions differ: " + a.length + " vs " + b.length);
        }
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** Cosine similarity that does not assume unit length (vectors read back from a store may not be). */
    public static double cosine(float[] a, float[] b) {
        double norms = Math.sqrt(dot(a, a) * dot(b, b));
        return norms == 0 ? 0 : dot(a, b) / norms;
    }

    public static float[] normalized(float[] v) {
        double norm = Math.sqrt(dot(v, v));
        if (norm == 0) {
            return v.clone();
        }
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }
}
