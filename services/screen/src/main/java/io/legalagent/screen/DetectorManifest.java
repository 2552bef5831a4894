package io.legalagent.screen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the detector's model file is: its features, its fingerprint, the threshold calibrated with it,
 * and how it was trained. Versioned beside the model; the guard refuses a model whose SHA-256 is not
 * the one recorded here.
 *
 * @param format version of this layout
 * @param features how a unit becomes a feature vector
 * @param modelFile the liblinear model, beside this file
 * @param modelSha256 SHA-256 of the model file's bytes
 * @param threshold the score at and above which a question is flagged, calibrated on validation
 * @param training how the model was fitted and calibrated
 */
public record DetectorManifest(
        int format, FeatureSpec features, String modelFile, String modelSha256, double threshold, Training training) {
    public static final int FORMAT = 1;
    public static final String FILE = "injection-detector.json";

    private static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    public DetectorManifest {
        Objects.requireNonNull(features, "features");
        Objects.requireNonNull(modelFile, "modelFile");
        Objects.requireNonNull(modelSha256, "modelSha256");
    }

    /**
     * How the model was fitted and its threshold chosen.
     *
     * @param solver liblinear solver
     * @param cost liblinear's C
     * @param attackWeight weight of an attack unit against a legitimate one
     * @param dataSha256 SHA-256 over the training and calibration files, in name order
     * @param families attack families fitted on
     * @param heldOutFamilies attack families never used for fitting or calibration
     * @param attackUnits attack units fitted on
     * @param legitimateUnits legitimate units fitted on
     * @param calibration what the threshold was chosen on
     */
    public record Training(
            String solver,
            double cost,
            double attackWeight,
            String dataSha256,
            List<String> families,
            List<String> heldOutFamilies,
            int attackUnits,
            int legitimateUnits,
            Calibration calibration) {}

    /**
     * The validation questions the threshold was chosen on: it is the highest score of a legitimate
     * one plus a margin, so none of them is flagged.
     *
     * @param attacks validation attacks of the training families
     * @param caught of those, at or above the threshold
     * @param legitimate legitimate validation questions (Bar Exam QA validation and legitimate look-alikes)
     * @param highestLegitimateScore the highest score among them
     * @param margin added to that score to give the threshold
     */
    public record Calibration(int attacks, int caught, int legitimate, double highestLegitimateScore, double margin) {}

    public static DetectorManifest read(InputStream in) {
        try {
            return JSON.readValue(in, DetectorManifest.class);
        } catch (JacksonException e) {
            throw new IllegalStateException("unreadable detector manifest: " + e.getOriginalMessage(), e);
        }
    }

    public void write(Path file) {
        try {
            Files.writeString(file, JSON.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
