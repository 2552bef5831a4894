package io.legalagent.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The POMs below the root: every module the root POM lists, and the modules those list in turn,
 * plus any extra POM outside the reactor (the local broker's deploy/kafka/pom.xml).
 */
final class ModulePoms {

    private ModulePoms() {}

    /** Module POMs under {@code root} in reactor order, then the extra ones that exist. */
    static List<Path> of(Path root, List<String> extra) {
        List<Path> poms = new ArrayList<>();
        collectModules(root, poms);
        for (String relative : extra) {
            Path pom = root.resolve(relative);
            if (Files.isRegularFile(pom)) {
                poms.add(pom);
            }
        }
        return poms;
    }

    private static void collectModules(Path directory, List<Path> poms) {
        Element project = parse(directory.resolve("pom.xml")).getDocumentElement();
        for (Element modules : children(project, "modules")) {
            for (Element module : children(modules, "module")) {
                Path child = directory.resolve(module.getTextContent().strip()).normalize();
                poms.add(child.resolve("pom.xml"));
                collectModules(child, poms);
            }
        }
    }

    static Document parse(Path pom) {
        try {
            var factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(pom.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException(pom + " is not a readable POM: " + e.getMessage(), e);
        }
    }

    /** The direct child elements of {@code parent} with this name. */
    static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }
}
