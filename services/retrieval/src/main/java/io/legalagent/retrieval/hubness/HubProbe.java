package io.legalagent.retrieval.hubness;

import io.legalagent.retrieval.Hashes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HexFormat;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A fixed set of reference questions, kept as their query vectors: ingest counts how often each
 * passage is among their nearest ({@link HubCounts}), a passage many questions land on being a hub.
 * The bundled probe is the Bar Exam QA training split's questions (facts and stem) embedded with the
 * bundled model; {@code ./legal train probe} rebuilds it. Vectors are kept rather than texts so that
 * ingest needs no model call for them; they fit only a collection of the same model's vectors.
 *
 * @param passageModel the passage-side model of the collections it fits
 * @param vectors unit-length query vectors, one per question
 * @param fingerprint SHA-256 of the probe as written, so a changed probe changes every count's spec
 */
public record HubProbe(String passageModel, List<float[]> vectors, String fingerprint) {
    static final String BUNDLED = "/hubness/probe.bin";
    private static final int MAGIC = 0x4c485031; // "LHP1"

    public HubProbe {
        vectors = List.copyOf(vectors);
    }

    /** The probe from these vectors, fingerprinted as {@link #bytes()} writes it. */
    public static HubProbe of(String passageModel, List<float[]> vectors) {
        var unsealed = new HubProbe(passageModel, vectors, "");
        return new HubProbe(passageModel, vectors, sha256(unsealed.bytes()));
    }

    /** The probe the project ships; null when the build has none. */
    public static @Nullable HubProbe bundled() {
        return Holder.PROBE;
    }

    public static HubProbe read(InputStream in) throws IOException {
        byte[] bytes = in.readAllBytes();
        var data = new DataInputStream(new ByteArrayInputStream(bytes));
        if (data.readInt() != MAGIC) {
            throw new IOException("not a hubness probe");
        }
        String model = data.readUTF();
        int count = data.readInt();
        int dimension = data.readInt();
        var vectors = new java.util.ArrayList<float[]>(count);
        for (int i = 0; i < count; i++) {
            float[] v = new float[dimension];
            for (int j = 0; j < dimension; j++) {
                v[j] = data.readFloat();
            }
            vectors.add(v);
        }
        return new HubProbe(model, vectors, sha256(bytes));
    }

    /** The probe as stored: magic, model, count, dimension, then the vectors as big-endian floats. */
    public byte[] bytes() {
        var buffer = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(buffer)) {
            out.writeInt(MAGIC);
            out.writeUTF(passageModel);
            out.writeInt(vectors.size());
            out.writeInt(vectors.isEmpty() ? 0 : vectors.get(0).length);
            for (float[] v : vectors) {
                for (float x : v) {
                    out.writeFloat(x);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buffer.toByteArray();
    }

    private static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(Hashes.digest().digest(bytes));
    }

    private static final class Holder {
        static final HubProbe PROBE = load();

        private static @Nullable HubProbe load() {
            try (var in = HubProbe.class.getResourceAsStream(BUNDLED)) {
                return in == null ? null : read(in);
            } catch (IOException e) {
                throw new UncheckedIOException("the bundled hubness probe " + BUNDLED + " is unreadable", e);
            }
        }
    }
}
