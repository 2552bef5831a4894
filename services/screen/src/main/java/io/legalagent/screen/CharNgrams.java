package io.legalagent.screen;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Character n-grams of a unit, hashed into a fixed number of buckets: the features that see what an
 * embedding of English words cannot, such as look-alike letters from other scripts, invisible
 * characters, letters spaced apart, encoded runs and words of other languages. The text is
 * NFKC-folded (full-width letters become ASCII) and lower-cased first; counts are damped with
 * log(1 + n). The hash is {@link String#hashCode}, which the Java specification fixes, mixed, so a
 * model trained on one JVM reads the same buckets on any other.
 */
final class CharNgrams {
    private static final Pattern SPACE = Pattern.compile("\\s+");

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
        var damped = new HashMap<Integer, Double>(counts.size() * 2);
        counts.forEach((bucket, count) -> damped.put(bucket, Math.log1p(count)));
        return damped;
    }

    static String normalized(String unit) {
        var folded = Normalizer.normalize(unit, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        return SPACE.matcher(folded).replaceAll(" ").strip();
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
