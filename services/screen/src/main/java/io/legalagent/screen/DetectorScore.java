package io.legalagent.screen;

/**
 * The learned detector's score for one question: the probability that its most suspicious unit is an
 * attack, that unit, and how many units the question had.
 */
public record DetectorScore(double score, String unit, int units) {
    static final DetectorScore EMPTY = new DetectorScore(0, "", 0);
}
