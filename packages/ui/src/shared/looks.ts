// Shared looks: small styled parts more than one widget draws (the chips of Combobox and
// MultiTextInput, a chip's or a file's remove button, a select's chevron, the modal backdrop). A widget imports them from here, never from
// another widget's styles file.
import styled from 'styled-components';

/** A list of chips laid out in the control's own flex row. */
export const Chips = styled.ul`
  display: contents;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One chosen value in a control (its text, then a RemoveButton). */
export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 24px;
  padding: 0 2px 0 ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** A chip's text, cut with an ellipsis when the chip meets the control's width. */
export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The round "×" that removes one item (a chip of MultiTextInput, a file of FileLoader). */
export const RemoveButton = styled.button`
  width: 20px;
  height: 20px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

/** The chevron, drawn with borders in the text colour (no image, follows the theme). */
export const Chevron = styled.span`
  position: absolute;
  right: 12px;
  width: 6px;
  height: 6px;
  margin-top: -3px;
  border-right: 1.5px solid ${({ theme }) => theme.color.text.muted};
  border-bottom: 1.5px solid ${({ theme }) => theme.color.text.muted};
  transform: rotate(45deg);
  pointer-events: none;
`;

/** The page under an open modal (Modal, and the overlay host for stacked ones). */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay.backdrop};
`;
