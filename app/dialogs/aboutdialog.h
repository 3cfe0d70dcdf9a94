#pragma once

#include <QDialog>

class QLabel;

namespace vinci {

/**
 * About Vinci: the version, the game's author, that this is an unofficial fan implementation,
 * where the map data comes from, and the licences of what the program is built with.
 */
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /** The text shown, for tests. */
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_body = nullptr;
};

} // namespace vinci
