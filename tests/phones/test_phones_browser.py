"""A real browser on the phone page: Debian's headless Chromium, driven by selenium, joins an
evening with the code, plays a deal by tapping (cards for the draw, the buttons for the
rest), and takes screenshots of the phone page (portrait 390x844, and landscape) and the
television's overview.  Set PHONES_SCREENSHOTS to a folder to keep the pictures.

CI installs chromium and chromium-driver (.ci/run; a hosted runner's own Chrome and driver
serve as well); elsewhere the test is skipped, saying why, when they are absent.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from chromium_helpers import CHROMIUM, DRIVER, FLAGS, By, Options, Service, wait_for, webdriver
from phones_helpers import begin_evening, fast_settings, start_server

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


def browser(profile: str, width: int, height: int, mobile: bool = True):
    opts = Options()
    opts.binary_location = CHROMIUM
    for f in FLAGS:
        opts.add_argument(f)
    opts.add_argument(f"--user-data-dir={profile}")
    opts.add_argument(f"--window-size={width},{height}")
    if mobile:
        opts.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/120 Mobile Safari/537.36"})
    d = webdriver.Chrome(options=opts, service=Service(DRIVER))
    d.set_page_load_timeout(20)
    return d


@pytest.fixture
def shots(tmp_path):
    folder = os.environ.get("PHONES_SCREENSHOTS")
    out = Path(folder) if folder else tmp_path
    out.mkdir(parents=True, exist_ok=True)
    return out


def test_a_guest_joins_and_plays_a_deal_by_tapping(shots):
    night = PhoneNight(fast_settings(pace=0.25, timeout=120.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    profiles = tempfile.mkdtemp(prefix="phones-chromium-")
    phone = tv = None
    try:
        phone = browser(os.path.join(profiles, "phone"), 390, 844)
        phone.get(server.join_url)
        # The code comes with the QR code's address; the guest taps her name.
        name_button = wait_for(lambda: phone.find_element(By.XPATH, "//div[@id='names']/button[text()='Alice']"))
        phone.save_screenshot(str(shots / "phone-join.png"))
        name_button.click()
        phone.find_element(By.ID, "join-btn").click()
        wait_for(lambda: phone.find_element(By.ID, "lobby").is_displayed())
        assert phone.execute_script("return localStorage.getItem('parlour-poker-token')")
        ev = begin_evening(server, total=12, rounds=1, seed=1)  # a deal where Alice draws

        tapped_draw = False
        acted = 0
        shot_turn = False
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            stage = server.snapshot.get("stage")
            if stage in ("between", "over"):
                break
            try:
                buttons = phone.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]")
                if not buttons:
                    time.sleep(0.1)
                    continue
                kinds = [b.get_attribute("data-kind") for b in buttons]
                if not shot_turn and len(phone.find_elements(By.CSS_SELECTOR, "#hand .card")) == 5 \
                        and phone.find_element(By.ID, "bell").get_attribute("hidden") is not None:
                    phone.save_screenshot(str(shots / "phone-turn.png"))
                    shot_turn = True
                if "draw" in kinds:
                    for i in (0, 2):  # tap the first and the third card (found afresh: the hand redraws)
                        slot = phone.find_elements(By.CSS_SELECTOR, "#hand .slot")[i]
                        if "marked" not in slot.get_attribute("class"):
                            slot.click()
                    wait_for(lambda: len(phone.find_elements(By.CSS_SELECTOR, "#hand .slot.marked")) == 2, 5)
                    phone.save_screenshot(str(shots / "phone-draw.png"))
                    draw = phone.find_element(By.CSS_SELECTOR, "#actions button[data-kind='draw']")
                    assert draw.text == "Draw 2"
                    draw.click()
                    tapped_draw = True
                else:
                    order = ["call", "show", "no straddle", "bet", "raise", "abandon", "straddle"]
                    pick = min(kinds, key=lambda k: order.index(k) if k in order else 99)
                    buttons[kinds.index(pick)].click()
                acted += 1
            except Exception:  # the buttons were redrawn as we tapped: look again
                pass
            time.sleep(0.3)
        assert acted > 0
        wait_for(lambda: server.snapshot.get("stage") in ("between", "over"), 60)
        wait_for(lambda: phone.find_element(By.ID, "next").is_displayed(), 10)
        phone.save_screenshot(str(shots / "phone-next.png"))
        text = phone.find_element(By.ID, "next").text
        # A one-round evening: no moves after it; she finished where she played.
        played = [int(r["table"]) - 1 for r in ev.rounds[-1]["tables"] if "Alice" in r["seats"]][0]
        assert ev.table_name(played).lower() in text.lower() and "Go to" not in text

        # The page is the seat's only: no card in it but her own and those shown.
        html = phone.page_source
        assert "token" not in html.lower() or "parlour-poker-token" not in html

        # A reload comes back to the same seat.
        phone.refresh()
        wait_for(lambda: phone.find_element(By.ID, "game").is_displayed(), 15)
        assert phone.find_element(By.ID, "t-num").text

        phone.set_window_size(844, 390)
        tv = browser(os.path.join(profiles, "tv"), 1280, 720, mobile=False)
        tv.get(server.tv_url)
        wait_for(lambda: len(tv.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 15)
        time.sleep(0.5)
        tv.save_screenshot(str(shots / "tv-overview.png"))
        assert "Head table" in tv.find_element(By.ID, "tables").text
        assert tapped_draw and (shots / "phone-draw.png").exists()
    finally:
        for d in (phone, tv):
            if d is not None:
                d.quit()
        server.stop()
        shutil.rmtree(profiles, ignore_errors=True)


def test_landscape_phone_page(shots):
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0))
    night.expect("Bea", "red")
    server = start_server(night)
    profiles = tempfile.mkdtemp(prefix="phones-chromium-")
    phone = None
    try:
        phone = browser(os.path.join(profiles, "phone"), 844, 390)
        phone.get(server.join_url)
        wait_for(lambda: phone.find_element(By.XPATH, "//div[@id='names']/button[text()='Bea']")).click()
        phone.find_element(By.ID, "join-btn").click()
        wait_for(lambda: phone.find_element(By.ID, "lobby").is_displayed())
        begin_evening(server, total=12, rounds=1, seed=4)
        wait_for(lambda: len(phone.find_elements(By.CSS_SELECTOR, "#hand .card")) == 5, 30)
        time.sleep(0.5)
        phone.save_screenshot(str(shots / "phone-landscape.png"))
        width = phone.execute_script("return document.documentElement.scrollWidth")
        assert width <= 844 + 1  # nothing runs off the side
    finally:
        if phone is not None:
            phone.quit()
        server.stop()
        shutil.rmtree(profiles, ignore_errors=True)
