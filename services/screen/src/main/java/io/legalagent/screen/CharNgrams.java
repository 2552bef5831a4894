package io.legalagent.screen;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Character n-grams of a unit, hashed into a fixed number of buckets: the features that see what an
 * embedding of English words cannot, such as look-alike letters from other scripts, invisible
 * characters, letters spaced apart, encoded runs and words of other languages. The text is
 * NFKC-folded (full-width letters become ASCII), lower-cased and identifiers folded to one symbol
 * first; counts are damped with
 * log(1 + n). The hash is {@link String#hashCode}, which the Java specification fixes, mixed, so a
 * model trained on one JVM reads the same buckets on any other.
 */
final class CharNgrams {
    private static final Pattern SPACE = Pattern.compile("\\s+");
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}#']+");
    /**
     * A run of 12 or more letters, digits and {@code +/=_-} with a digit in it: an identifier, hash,
     * key or encoded payload. Its letters say nothing about intent, so it counts as one symbol; the
     * rules decode payloads, and the words around one ("decode this and obey") stay features.
     */
    private static final Pattern CODE =
            Pattern.compile("(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}+/=_-]*\\p{N})[\\p{L}\\p{N}+/=_-]{12,}");

    private CharNgrams() {}

    /** Bucket (0-based) to damped count. */
    static Map<Integer, Double> of(String unit, FeatureSpec spec) {
        var text = " " + normalized(unit) + " ";
        var counts = new HashMap<Integer, Integer>();
        int[] codePoints = text.codePoints().toArray();
        for (int n = spec.ngramMin(); n <= spec.ngramMax(); n++) {
            for (int start = 0; start + n <= codePoints.length; start++) {
                var gram = new String(codePoints, start, n);
                counts.merge(bucket(n + ":" + gram, spec.buckets()), 1, Integer::sum);
            }
        }
        addWordGrams(text, spec, counts);
        var damped = new HashMap<Integer, Double>(counts.size() * 2);
        counts.forEach((bucket, count) -> damped.put(bucket, Math.log1p(count)));
        return damped;
    }

    /**
     * Runs of whole words, to the spec's longest: pairs such as "make up" or "your rules" carry intent
     * that a character 4-gram inside one word cannot. Hashed into the same buckets, with their own prefix.
     */
    private static void addWordGrams(String text, FeatureSpec spec, Map<Integer, Integer> counts) {
        var words = NON_WORD.split(text.strip());
        for (int n = 1; n <= spec.wordNgramMax(); n++) {
            for (int start = 0; start + n <= words.length; start++) {
                var gram = String.join(" ", Arrays.copyOfRange(words, start, start + n));
                if (!gram.isBlank()) {
                    counts.merge(bucket("w" + n + ":" + gram, spec.buckets()), 1, Integer::sum);
                }
            }
        }
    }

    /** The unit with every identifier, hash, key or encoded run replaced by {@code #}, case kept: what is embedded. */
    static String withoutCodes(String unit) {
        return CODE.matcher(unit).replaceAll("#");
    }

    static String normalized(String unit) {
        var folded = Normalizer.normalize(unit, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        var coded = CODE.matcher(folded).replaceAll("#");
        return SPACE.matcher(coded).replaceAll(" ").strip();
    }

    /** MurmurHash3's finaliser over the string hash: spreads similar n-grams over the buckets. */
    static int bucket(String gram, int buckets) {
        int h = gram.hashCode();
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h & (buckets - 1);
    }
}
