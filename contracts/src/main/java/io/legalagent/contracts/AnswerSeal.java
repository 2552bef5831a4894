package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The seal of a published answer: the SHA-256 of every other field of the answer (its canonical
 * text, {@link RecordEncoding}), and one SHA-256 over those, so that a changed field is found and
 * named, and a changed list of digests breaks the seal. It proves the answer is the one the observer
 * published, not who published it.
 */
@JsonClassDescription("The answer's seal: a SHA-256 per field, and one over those.")
public record AnswerSeal(
        @JsonPropertyDescription("Field name to the SHA-256 of its canonical text.") SortedMap<String, String> fields,
        @JsonPropertyDescription("SHA-256 over the field digests.") @Pattern(regexp = Patterns.SHA256) String sha256) {

    static final String FIELD = "seal";
    /** The signature signs the seal, so the seal cannot cover it. */
    static final String SIGNATURE = "signature";

    public AnswerSeal {
        fields = Collections.unmodifiableSortedMap(new TreeMap<>(Objects.requireNonNull(fields, "fields")));
    }

    /** The seal of {@code answer} as it is now. */
    static AnswerSeal of(Answer answer) {
        var fields = digests(answer);
        return new AnswerSeal(fields, Sha256.hex(RecordEncoding.of(fields)));
    }

    /**
     * The fields of {@code answer} that differ from what this seal recorded, by name, and {@value
     * #FIELD} itself when the digests were changed; empty when the seal holds.
     */
    public List<String> changedFields(Answer answer) {
        var changed = new ArrayList<String>();
        var now = digests(answer);
        for (var name : now.keySet()) {
            if (!now.get(name).equals(fields.get(name))) {
                changed.add(name);
            }
        }
        if (!Sha256.hex(RecordEncoding.of(fields)).equals(sha256)) {
            changed.add(FIELD);
        }
        return changed;
    }

    private static SortedMap<String, String> digests(Answer answer) {
        var digests = new TreeMap<String, String>();
        for (RecordComponent component : Answer.class.getRecordComponents()) {
            Object value = RecordEncoding.read(component, answer);
            String name = component.getName();
            if (!name.equals(FIELD)
                    && !name.equals(SIGNATURE)
                    && (value != null || !RecordEncoding.omittedWhenNull(component))) {
                digests.put(component.getName(), Sha256.hex(RecordEncoding.of(value)));
            }
        }
        return digests;
    }
}
