package io.legalagent.retrieval.rp;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * A passage's optional RPv1.1 metadata, as ingest reads it from JSON Lines: the passages it cites
 * (citation edges), its citator treatment label, its citation frequency, whether it was overruled, and
 * its position within its source document (0 its first passage, 1 its last). Each may be missing;
 * the Bar Exam corpus has none of them.
 */
public record CitatorSignals(
        List<String> cites,
        @Nullable String treatment,
        @Nullable Double frequency,
        @Nullable Boolean overruled,
        @Nullable Double position) {

    public static final CitatorSignals NONE = new CitatorSignals(List.of(), null, null, null, null);

    /** Metadata keys as the store keeps them. */
    static final String CITES = "rp_cites",
            TREATMENT = "rp_treatment",
            FREQUENCY = "rp_frequency",
            OVERRULED = "rp_overruled",
            POSITION = "rp_position";
    /** Chroma metadata values are scalars: cited ids are stored one per line, sorted. */
    private static final String ID_SEPARATOR = "\n";

    public CitatorSignals {
        cites = cites == null ? List.of() : List.copyOf(new TreeSet<>(cites));
        treatment = treatment == null || treatment.isBlank() ? null : treatment.strip();
        if (position != null && (position < 0 || position > 1 || position.isNaN())) {
            throw new IllegalArgumentException("position must lie within [0, 1] (0 the first passage, 1 the last)");
        }
        if (frequency != null && (frequency < 0 || frequency.isNaN())) {
            throw new IllegalArgumentException("citation frequency must be 0 or more");
        }
    }

    /** True when any citator signal (edge, label, frequency, overruled) is present; position is none. */
    public boolean hasCitator() {
        return !cites.isEmpty() || treatment != null || frequency != null || overruled != null;
    }

    public boolean isEmpty() {
        return !hasCitator() && position == null;
    }

    /** The entries a stored passage carries; none at all when the passage has no signal. */
    public Map<String, Object> metadata() {
        var map = new LinkedHashMap<String, Object>();
        if (!cites.isEmpty()) {
            map.put(CITES, String.join(ID_SEPARATOR, cites));
        }
        if (treatment != null) {
            map.put(TREATMENT, treatment);
        }
        if (frequency != null) {
            map.put(FREQUENCY, frequency);
        }
        if (overruled != null) {
            map.put(OVERRULED, overruled);
        }
        if (position != null) {
            map.put(POSITION, position);
        }
        return map;
    }

    /** Read back from a stored passage's metadata (numbers may come back as any Number). */
    public static CitatorSignals of(Map<String, Object> metadata) {
        Object cites = metadata.get(CITES);
        return new CitatorSignals(
                cites == null || cites.toString().isEmpty()
                        ? List.of()
                        : Arrays.asList(cites.toString().split(ID_SEPARATOR)),
                metadata.get(TREATMENT) == null ? null : metadata.get(TREATMENT).toString(),
                number(metadata.get(FREQUENCY)),
                metadata.get(OVERRULED) instanceof Boolean b ? b : null,
                number(metadata.get(POSITION)));
    }

    private static @Nullable Double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : null;
    }
}
