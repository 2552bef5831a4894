package io.legalagent.retrieval.library;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Patterns;
import io.legalagent.retrieval.RetrievalSettings;
import java.util.regex.Pattern;

/**
 * Library names and the collections behind them. A library is a passage collection that an
 * organisation names; {@value #DEFAULT} is the configured passages collection (the shipped sample
 * corpus, shared by every organisation), and every other library is its organisation's own, with its
 * own QA memory. QA memory is per organisation and library, so a cached answer never crosses either.
 */
public final class Libraries {
    public static final String DEFAULT = "default";
    /**
     * Lower-case letters, digits, '-' and '_', starting with a letter or digit; Chroma accepts these.
     * The rule is the contracts' ({@link Patterns#LIBRARY}), which the guard holds questions to.
     */
    public static final Pattern NAME = Pattern.compile(Patterns.LIBRARY);

    private Libraries() {}

    /** The name itself, or a clear error naming the rule it breaks. */
    public static String checked(String name) {
        if (name == null || name.isBlank()) {
            return DEFAULT;
        }
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("library name '" + name
                    + "' must be 1 to 48 lower-case letters, digits, '-' or '_', starting with a letter or digit");
        }
        return name;
    }

    /**
     * The passages of an organisation's library: the shared corpus for {@value #DEFAULT}, else
     * {@code library_<organisation>_<name>} (an organisation has no '_', so no two pairs meet).
     */
    public static String passagesCollection(RetrievalSettings settings, String organisation, String library) {
        String name = checked(library);
        return name.equals(DEFAULT)
                ? settings.passagesCollection()
                : "library_" + organisation(organisation) + "_" + name;
    }

    /** An organisation's QA memory of a library: never shared with another organisation. */
    public static String memoryCollection(RetrievalSettings settings, String organisation, String library) {
        String name = checked(library);
        String org = organisation(organisation);
        return name.equals(DEFAULT)
                ? settings.memoryCollection() + "_" + org
                : "library_" + org + "_" + name + "_memory";
    }

    /** The catalogue of an organisation's library (one record per file). */
    public static String catalogCollection(RetrievalSettings settings, String organisation, String library) {
        return passagesCollection(settings, organisation, library) + "_documents";
    }

    /** The organisation itself, or a clear error naming the rule it breaks. */
    public static String organisation(String organisation) {
        return Owner.checked("x", organisation).organisation();
    }
}
