package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Objects;

/**
 * The question's embedding as QA memory keys it, computed once by the planner's lookup and carried
 * with the run so that the memory node stores it instead of embedding the question again. It names
 * its model and the SHA-256 of the text it embeds, so that a reader uses it only for that text and
 * that model. The vector travels exactly: 32-bit floats, little-endian, in Base64 (2 KB for 384
 * dimensions).
 */
@JsonClassDescription("The question's embedding as QA memory keys it, carried from the planner to the memory node.")
public record QuestionEmbedding(
        @JsonPropertyDescription("The embedding model, as the QA memory collection records it.") String model,
        @JsonPropertyDescription("SHA-256 of the embedded text.") @Pattern(regexp = Patterns.SHA256) String textSha256,
        @JsonPropertyDescription("The vector: 32-bit floats, little-endian, Base64.")
                @Pattern(regexp = "^[A-Za-z0-9+/]+={0,2}$")
                String vector) {

    public QuestionEmbedding {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(textSha256, "textSha256");
        Objects.requireNonNull(vector, "vector");
    }

    public static QuestionEmbedding of(String model, String text, float[] vector) {
        var bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(vector);
        return new QuestionEmbedding(
                model, Sha256.hex(text), Base64.getEncoder().encodeToString(bytes.array()));
    }

    /** Whether this is the embedding of {@code text} by {@code expectedModel}. */
    public boolean isOf(String text, String expectedModel) {
        return model.equals(expectedModel) && textSha256.equals(Sha256.hex(text));
    }

    public float[] floats() {
        var buffer = ByteBuffer.wrap(Base64.getDecoder().decode(vector))
                .order(ByteOrder.LITTLE_ENDIAN)
                .asFloatBuffer();
        float[] out = new float[buffer.remaining()];
        buffer.get(out);
        return out;
    }
}
