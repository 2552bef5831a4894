package io.legalagent.loop;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The page's list of reviews waiting for the signed-in reviewer, as a reviewer opens one. */
final class ReviewBoard {
    private ReviewBoard() {}

    /**
     * Opens the review whose entry mentions {@code words}: the list is reopened from its badge until
     * the entry arrives, since the board refreshes on the reviewer's events.
     */
    static void open(WebDriver browser, WebDriverWait wait, String words) {
        var entry = By.xpath("//ul[@id='reviews-list']/li[contains(., '" + words + "')]//button");
        wait.until(driver -> {
            if (driver.findElements(entry).isEmpty()) {
                driver.findElement(By.id("reviews-badge")).click();
                return false;
            }
            return true;
        });
        browser.findElement(entry).click();
    }
}
