package io.legalagent.deploy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The versions a module POM declares itself, which the build forbids: every third-party version
 * lives in the root POM (properties, dependencyManagement, pluginManagement), so that one edit
 * there moves every module. A module may name its parent's version, and {@code ${project.version}}
 * for the project's own artifacts.
 */
final class DeclaredVersions {

    /** Elements that name an artifact and may carry a version: dependencies, plugins, extensions. */
    private static final List<String> ARTIFACT_ELEMENTS = List.of("dependency", "plugin", "extension");

    private static final String OWN_GROUP = "io.legalagent";

    private static final String OWN_VERSION = "${project.version}";

    private DeclaredVersions() {}

    /** One finding per artifact with a version of its own: "file: group:artifact declares version v". */
    static List<String> in(Path pom, Path root) {
        Element project = ModulePoms.parse(pom).getDocumentElement();
        String file = root.relativize(pom).toString();
        List<String> findings = new ArrayList<>();
        for (String name : ARTIFACT_ELEMENTS) {
            NodeList artifacts = project.getElementsByTagName(name);
            for (int i = 0; i < artifacts.getLength(); i++) {
                Element artifact = (Element) artifacts.item(i);
                String version = text(artifact, "version");
                String group = groupOf(artifact, name);
                if (version != null && !isOwnModule(group, version)) {
                    findings.add(file + ": " + group + ":" + text(artifact, "artifactId") + " declares version "
                            + version + " (move it to the root pom.xml)");
                }
            }
        }
        return findings;
    }

    /** Every finding in the module POMs of the project at {@code root}. */
    static List<String> inModules(Path root, List<String> extraPoms) {
        return ModulePoms.of(root, extraPoms).stream()
                .flatMap(pom -> in(pom, root).stream())
                .toList();
    }

    private static boolean isOwnModule(String group, String version) {
        boolean ownGroup = group.equals(OWN_GROUP) || group.startsWith(OWN_GROUP + ".");
        return ownGroup && version.equals(OWN_VERSION);
    }

    /** A plugin without a groupId is one of Maven's own. */
    private static String groupOf(Element artifact, String kind) {
        String group = text(artifact, "groupId");
        if (group == null && kind.equals("plugin")) {
            return "org.apache.maven.plugins";
        }
        return group == null ? "?" : group;
    }

    private static String text(Element parent, String child) {
        return ModulePoms.children(parent, child).stream()
                .map(element -> element.getTextContent().strip())
                .findFirst()
                .orElse(null);
    }
}
