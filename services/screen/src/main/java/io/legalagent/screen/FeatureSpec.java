package io.legalagent.screen;

/**
 * How the detector turns a unit of text into features, fixed when it is trained and recorded in its
 * manifest: the embedding model, how a question is cut into units, the character n-grams and the
 * weight of each block.
 *
 * @param embeddingModel id of the bundled ONNX embedding model whose vectors are the first block
 * @param maxUnitWords a question text of at most this many words is also a unit whole; a longer sentence is cut
 *     into windows of this many words
 * @param embeddedUnits of a question's units, how many are embedded and scored in full: those whose n-grams
 *     alone score highest
 * @param ngramMin shortest character n-gram
 * @param ngramMax longest character n-gram
 * @param buckets how many hashed n-gram features there are (a power of two)
 * @param embeddingWeight length of the (unit) embedding block in the feature vector
 * @param ngramWeight length of the (unit) n-gram block in the feature vector
 * @param cueWeight length of the block of cues that a unit is addressed to the service ({@link AddressCues}) when
 *     all of them are present; 0 leaves the block out
 * @param wordNgramMax longest run of whole words also hashed into the n-gram buckets (2: single words and pairs);
 *     0 for none
 */
public record FeatureSpec(
        String embeddingModel,
        int maxUnitWords,
        int embeddedUnits,
        int ngramMin,
        int ngramMax,
        int buckets,
        double embeddingWeight,
        double ngramWeight,
        double cueWeight,
        int wordNgramMax) {

    public FeatureSpec {
        if (maxUnitWords < 1 || embeddedUnits < 1 || ngramMin < 1 || ngramMax < ngramMin) {
            throw new IllegalArgumentException(
                    "bad unit or n-gram sizes: " + maxUnitWords + ", " + ngramMin + "-" + ngramMax);
        }
        if (buckets < 2 || Integer.bitCount(buckets) != 1) {
            throw new IllegalArgumentException("buckets must be a power of two, was " + buckets);
        }
        if (wordNgramMax < 0) {
            throw new IllegalArgumentException("wordNgramMax must not be negative, was " + wordNgramMax);
        }
        if (cueWeight < 0) {
            throw new IllegalArgumentException("cueWeight must not be negative, was " + cueWeight);
        }
    }
}
