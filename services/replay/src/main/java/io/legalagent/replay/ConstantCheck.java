package io.legalagent.replay;

import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.Sha256;
import io.legalagent.model.SkillSchemas;
import io.legalagent.ports.BuildInfo;
import io.legalagent.retrieval.RetrievalSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;

/**
 * Compares a manifest's constants with this installation's, for what an installation can know
 * without its services: the retrieval settings (LEGAL_RETRIEVAL_* variables), each skill prompt's
 * SHA-256 (the files in the skills folder), each reply schema's SHA-256 (made from this build's reply
 * records) and the build. Keys are {@code <node>.<name>}; each node's
 * copy is compared, so a change shows for every node it affects.
 */
final class ConstantCheck {
    private static final String SKILL_PREFIX = "model.skill.";
    private static final String SKILL_SUFFIX = ".sha256";
    /** The frozen constants record's values ({@code executor.rp.<name>}), compared with the one in force. */
    private static final String RP_PREFIX = "rp.";

    private final Map<String, Object> retrieval;
    private final Path skills;
    private final String buildSha;

    ConstantCheck(RetrievalSettings installed, Path skills, String buildSha) {
        this.retrieval = RetrievalSettings.manifestKeys(installed.manifest());
        this.skills = skills;
        this.buildSha = buildSha;
    }

    static ConstantCheck ofInstallation(RetrievalSettings installed, Path skills) {
        return new ConstantCheck(installed, skills, BuildInfo.sha());
    }

    List<Difference> compare(SortedMap<String, String> recorded) {
        var differences = new ArrayList<Difference>();
        recorded.forEach((key, value) -> current(withoutNode(key)).ifPresent(now -> {
            if (!now.equals(value)) {
                differences.add(Difference.of("constant", "changed constant " + key + ": " + value + " \u2192 " + now));
            }
        }));
        return differences;
    }

    /** This installation's value of a constant, when it has one to compare. */
    private Optional<String> current(String name) {
        if (name.equals("build_sha")) {
            return Optional.of(buildSha);
        }
        if (name.startsWith(RP_PREFIX)) {
            return Optional.ofNullable(RpConstants.V1_1.asMap().get(name.substring(RP_PREFIX.length())));
        }
        if (retrieval.containsKey(name)) {
            return Optional.of(String.valueOf(retrieval.get(name)));
        }
        var schemas = SkillSchemas.sha256();
        for (var skill : schemas.keySet()) {
            if (name.equals(SkillSchemas.constantName(skill))) {
                return Optional.of(schemas.get(skill));
            }
        }
        if (name.startsWith(SKILL_PREFIX) && name.endsWith(SKILL_SUFFIX)) {
            String skill = name.substring(SKILL_PREFIX.length(), name.length() - SKILL_SUFFIX.length());
            return Optional.of(skillSha(skill));
        }
        return Optional.empty();
    }

    private String skillSha(String skill) {
        var file = skills.resolve(skill + ".md");
        try {
            return Files.isRegularFile(file) ? Sha256.hex(Files.readString(file)) : "missing (" + file + ")";
        } catch (IOException e) {
            return "unreadable (" + file + ")";
        }
    }

    static String withoutNode(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(dot + 1);
    }
}
